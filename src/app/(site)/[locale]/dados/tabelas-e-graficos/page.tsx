import { getTranslations } from 'next-intl/server'
import { EditableText } from '@/components/site/content/EditableText'
import { FileCards } from '@/components/site/content/FileCards'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { LockIcon } from '@/components/site/menu/icons'
import { getInstitutionalText } from '@/lib/site/content/institutionalPages'
import { getAccumulatedData } from '@/lib/site/content/surveillance'
import { getSiteSettings } from '@/lib/site/content/settings'
import { metadataFor } from '@/lib/site/metadataFor'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { safeHref } from '@/lib/site/safeHref'

export const generateMetadata = metadataFor('tablesCharts', 'tablesCharts')

export default async function TablesChartsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('tablesCharts')
  const tc = await getTranslations('common')
  // The message text stays as the fallback, so an empty database still shows a full page.
  const [settings, files, text] = await Promise.all([
    getSiteSettings(locale).catch(() => null),
    getAccumulatedData(locale),
    getInstitutionalText(locale, 'tablesAndCharts').catch(() => null),
  ])
  const chartsUrl = safeHref(settings?.chartsSiteUrl)
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <PageBody>
        <EditableText
          data={text}
          className="max-w-3xl text-slate-700"
          fallback={<p className="max-w-3xl text-slate-700">{t('intro')}</p>}
        />
        {chartsUrl && (
          <a href={chartsUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            {t('chartsSite')}
            <LockIcon className="size-4" />
            <span className="sr-only">
              ({tc('restricted')}, {tc('newWindow')})
            </span>
          </a>
        )}
        <Section title={t('files')} id="files">
          <FileCards items={files} />
        </Section>
      </PageBody>
    </>
  )
}
