import { ClientMessages } from '@/components/site/ClientMessages'
import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { emptyValues, gridRows } from '@/components/surveillance/submissions/gridModel'
import { PeriodPicker } from '@/components/surveillance/submissions/PeriodPicker'
import { SubmissionGrid } from '@/components/surveillance/submissions/SubmissionGrid'
import { SubmissionList } from '@/components/surveillance/submissions/SubmissionList'
import { TemplateLinks } from '@/components/surveillance/submissions/TemplateLinks'
import { UploadForm } from '@/components/surveillance/submissions/UploadForm'
import { valuesOf } from '@/components/surveillance/submissions/valuesOf'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { loadMonthlyData } from './loadMonthlyData'
import { loadSemesterSubmission } from './loadSemesterSubmission'
import { readSelection, selectableYears } from './selection'

export const generateMetadata = metadataFor(
  'submissions',
  'monthlyData',
  'metaTitle',
  'metaDescription',
)

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Members only, checked on the server: a registry's monthly births and cases for one semester. */
export default async function MonthlyDataPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const path = routes(networkShortName()).monthlyData
  const user = await requireMember(path)
  const t = await getTranslations('submissions')
  const data = await loadMonthlyData(user, locale)
  const selected = readSelection(
    await searchParams,
    data.registries.map((registry) => registry.code),
  )
  const { current, accepted } = await loadSemesterSubmission(
    await getPayloadClient(),
    user,
    selected,
  )
  const rows = gridRows(data.malformations.map((m) => m.number))
  const openHref = (s: { registry: { code: string }; year: number; semester: number }) =>
    `${path}?${new URLSearchParams({ registry: s.registry.code, year: String(s.year), semester: String(s.semester) })}#grid`

  return (
    <>
      <PageHeader wide title={t('title')} lead={t('intro')} />
      <PageBody wide>
        <ClientMessages namespaces={['common', 'submissions']}>
          <ul
            className="list-disc space-y-1 rounded-md border-l-4 border-brand-500 bg-brand-50 py-3 pr-4 pl-10 text-slate-800"
            data-testid="clarifications"
          >
            <li>{t('clarificationZero')}</li>
            <li>{t('clarificationBlank')}</li>
          </ul>
          {data.registries.length === 0 ? (
            <p role="status" className="rounded-md border-2 border-amber-600 bg-amber-50 p-4">
              {t('noRegistry')}
            </p>
          ) : (
            <>
              <Section id="period" title={t('period.legend')}>
                <PeriodPicker
                  action={path}
                  registries={data.registries}
                  years={selectableYears()}
                  selected={selected}
                />
                <p data-testid="current-status">
                  {t('period.current', { status: t(`status.${current?.status ?? 'missing'}`) })}
                </p>
                {accepted && (
                  <p
                    data-testid="resubmission-notice"
                    className="rounded-md border-l-4 border-brand-500 bg-brand-50 p-3"
                  >
                    {current?.status === 'accepted'
                      ? t('resubmission.accepted')
                      : t('resubmission.pending')}
                  </p>
                )}
                {current?.comment && (
                  <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 whitespace-pre-line">
                    {t('period.officeComment', { comment: current.comment })}
                  </p>
                )}
              </Section>
              <Section id="grid" title={t('grid.title')}>
                <SubmissionGrid
                  key={`${selected.registry}-${selected.year}-${selected.semester}`}
                  {...selected}
                  malformations={data.malformations}
                  locked={current?.status === 'submitted'}
                  initialValues={
                    current ? valuesOf(current, rows, selected.semester) : emptyValues(rows.length)
                  }
                />
              </Section>
              <Section id="upload" title={t('upload.title')}>
                <p id="upload-intro" className="max-w-3xl text-slate-700">
                  {t('upload.intro')}
                </p>
                <TemplateLinks />
                <UploadForm />
              </Section>
            </>
          )}
          <Section id="submissions" title={t('list.title')}>
            <SubmissionList
              submissions={data.submissions}
              malformations={data.malformations}
              locale={locale}
              openHref={openHref}
            />
          </Section>
        </ClientMessages>
      </PageBody>
    </>
  )
}
