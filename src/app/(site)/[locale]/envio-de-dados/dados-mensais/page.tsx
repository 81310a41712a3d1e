import { ClientMessages } from '@/components/site/ClientMessages'
import { ExchangeDownloads } from '@/components/surveillance/exchange/ExchangeDownloads'
import { ExchangeUploads } from '@/components/surveillance/exchange/ExchangeUploads'
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
import { localePath } from '@/lib/site/localePath'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { loadDeadline } from './loadDeadline'
import { loadGridHistory } from './loadGridHistory'
import { loadMonthlyData } from '@/lib/surveillance/data/monthlyDataPage'
import { loadSemesterSubmission } from '@/lib/surveillance/data/semesterSubmission'
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
  const tSignals = await getTranslations('signals')
  const data = await loadMonthlyData(user, locale)
  const selected = readSelection(
    await searchParams,
    data.registries.map((registry) => registry.code),
  )
  const payload = await getPayloadClient()
  const rows = gridRows(data.malformations.map((m) => m.number))
  // The page's own address in this language, for its GET form and links back to it.
  const address = localePath(locale, path)
  const [{ current, accepted }, history, deadline] = await Promise.all([
    loadSemesterSubmission(payload, user, selected),
    selected.registry
      ? loadGridHistory(payload, selected, rows)
      : Promise.resolve({ previousYear: null, accepted: null }),
    loadDeadline(payload, data.registries),
  ])
  const dueText = t('deadline.due', {
    semester: deadline.semester,
    year: deadline.year,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${deadline.due}T00:00:00Z`),
    ),
    overdue: new Date().toISOString().slice(0, 10) > deadline.due ? 'yes' : 'no',
  })
  const owingHref = (code: string) =>
    `${address}?${new URLSearchParams({ registry: code, year: String(deadline.year), semester: String(deadline.semester) })}#grid`
  // The other way to send the same semester: one record per case.
  const caseRecordsHref = `${localePath(locale, routes(networkShortName()).caseRecords)}?${new URLSearchParams({ registry: selected.registry, year: String(selected.year), semester: String(selected.semester) })}`
  const openHref = (s: { registry: { code: string }; year: number; semester: number }) =>
    `${address}?${new URLSearchParams({ registry: s.registry.code, year: String(s.year), semester: String(s.semester) })}#grid`

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
          <p>
            <a className="link" data-testid="case-records-link" href={caseRecordsHref}>
              {t('cases.casesLink')}
            </a>
          </p>
          <p>
            <a
              className="link"
              data-testid="signals-link"
              href={localePath(locale, routes(networkShortName()).monitoringSignals)}
            >
              {tSignals('members.title')}
            </a>
          </p>
          {deadline.owing.length > 0 && (
            <div
              role="status"
              data-testid="deadline-banner"
              className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-slate-900"
            >
              <p className="font-semibold">{dueText}</p>
              <p>
                {t('deadline.owing', {
                  count: deadline.owing.length,
                  registries: deadline.owing.map((registry) => registry.label).join(', '),
                })}{' '}
                <a className="link" href={owingHref(deadline.owing[0]!.code)}>
                  {t('deadline.open')}
                </a>
              </p>
            </div>
          )}
          {data.registries.length === 0 ? (
            <p role="status" className="rounded-md border-2 border-amber-600 bg-amber-50 p-4">
              {t('noRegistry')}
            </p>
          ) : (
            <>
              <Section id="period" title={t('period.legend')}>
                <PeriodPicker
                  action={address}
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
                  history={history}
                  initialValues={
                    current ? valuesOf(current, rows, selected.semester) : emptyValues(rows.length)
                  }
                />
              </Section>
              <Section id="upload" title={t('upload.title')}>
                <p id="upload-intro" className="max-w-3xl text-slate-700">
                  {t('upload.intro')}
                </p>
                <TemplateLinks selected={selected} />
                <UploadForm />
              </Section>
              <Section id="exchange" title={t('exchange.title')}>
                <p className="max-w-3xl text-slate-700">{t('exchange.intro')}</p>
                <ExchangeDownloads selected={selected} />
                <ExchangeUploads registry={selected.registry} />
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
