import { getTranslations } from 'next-intl/server'
import { EmptyState } from '@/components/site/content/EmptyState'
import { DocumentList, TitledFileList } from '@/components/site/content/FileLink'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { getManualsAndForms } from '@/lib/site/content/members'
import { formatDate } from '@/lib/site/format'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { networkShortName } from '@/lib/site/network'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

export const generateMetadata = metadataFor('manualsForms', 'manualsForms')

/** Members only: checked on the server for every request. */
export default async function ManualsAndFormsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const user = await requireMember(routes(networkShortName()).manualsForms)
  const t = await getTranslations('manualsForms')
  const scroll = await scrollFrameTexts()
  const { manuals, forms, updates } = await getManualsAndForms(user, locale)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <div className="grid gap-10 md:grid-cols-2">
          <Section title={t('manuals')} id="manuals">
            <TitledFileList items={manuals} />
          </Section>
          <Section title={t('forms')} id="forms">
            <TitledFileList items={forms} />
          </Section>
        </div>
        <Section title={t('updates')} id="updates">
          {updates.length ? (
            <ScrollFrame {...scroll} className="rounded-lg border border-slate-200">
              <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
                <thead className="bg-slate-100 text-slate-900">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      {t('updateDate')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('updateTitle')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('updateDescription')}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t('updateDocuments')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {updates.map((update) => (
                    <tr key={update.id} className="border-t border-slate-200 align-top">
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={update.date}>{formatDate(update.date, locale)}</time>
                      </td>
                      <th scope="row" className="px-3 py-2 font-medium">
                        {update.title}
                      </th>
                      <td className="px-3 py-2 whitespace-pre-line">{update.description}</td>
                      <td className="px-3 py-2">
                        <DocumentList documents={update.documents} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
          ) : (
            <EmptyState />
          )}
        </Section>
        <Section title={t('clarificationsTitle')} id="clarifications">
          <ul
            className="list-disc space-y-1 rounded-md border-l-4 border-brand-500 bg-brand-50 py-3 pr-4 pl-10 text-slate-800"
            data-testid="clarifications"
          >
            <li>{t('clarificationZero')}</li>
            <li>{t('clarificationBlank')}</li>
          </ul>
        </Section>
      </PageBody>
    </>
  )
}
