import { getTranslations } from 'next-intl/server'
import { ClientMessages } from '@/components/site/ClientMessages'
import { PageBody, PageHeader, Section } from '@/components/site/content/PageHeader'
import { bandsText, birthsText } from '@/components/surveillance/caseRecords/caseRecordsApi'
import {
  CaseDownloadLinks,
  CaseTemplateLinks,
} from '@/components/surveillance/caseRecords/CaseRecordsFiles'
import { CaseRecordsUploadForm } from '@/components/surveillance/caseRecords/CaseRecordsUploadForm'
import { PeriodPicker } from '@/components/surveillance/submissions/PeriodPicker'
import { registryOption } from '@/lib/surveillance/submissions/toSummary'
import { localePath } from '@/lib/site/localePath'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { requireMember } from '@/lib/site/protectedPage'
import { routes } from '@/lib/site/routes'
import { caseTemplateWords } from '@/lib/surveillance/caseSubmissions/caseTemplateWords'
import { loadCaseSemester } from '@/lib/surveillance/data/caseRecordsPage'
import { loadOwnRegistries } from '@/lib/surveillance/data/ownRegistries'
import { loadSemesterSubmission } from '@/lib/surveillance/data/semesterSubmission'
import { readSelection, selectableYears } from '../dados-mensais/selection'

export const generateMetadata = metadataFor(
  'submissions.cases',
  'caseRecords',
  'metaTitle',
  'metaDescription',
)

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Members only, checked on the server: a registry's semester sent as case records (one coded
 * record per affected baby or fetus) with the month's births. Registries the user is not a
 * member of are never offered, as on the monthly-data page.
 */
export default async function CaseRecordsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const r = routes(networkShortName())
  const user = await requireMember(r.caseRecords)
  const t = await getTranslations('submissions')
  const payload = await getPayloadClient()
  const registries = (await loadOwnRegistries(payload, user)).map(registryOption)
  const selected = readSelection(
    await searchParams,
    registries.map((registry) => registry.code),
  )
  const address = localePath(locale, r.caseRecords)
  const selection = `?${new URLSearchParams({
    registry: selected.registry,
    year: String(selected.year),
    semester: String(selected.semester),
  })}`
  const [{ current, accepted }, semester] = selected.registry
    ? await Promise.all([
        loadSemesterSubmission(payload, user, selected),
        loadCaseSemester(payload, user, selected, locale),
      ])
    : [{ current: null, accepted: false }, null]

  // The template's own words for its coded values, in this language.
  const words = caseTemplateWords(locale)
  return (
    <>
      <PageHeader wide title={t('cases.title')} lead={t('cases.intro')} />
      <PageBody wide>
        <ClientMessages namespaces={['common', 'submissions']}>
          <div className="space-y-2">
            <p
              role="note"
              data-testid="case-privacy"
              className="rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
            >
              {t('cases.privacy')}
            </p>
            <p className="max-w-3xl text-slate-700">{t('cases.oneWay')}</p>
            <p>
              <a className="link" href={`${localePath(locale, r.monthlyData)}${selection}`}>
                {t('cases.countsLink')}
              </a>
            </p>
          </div>
          {registries.length === 0 || !semester ? (
            <p role="status" className="rounded-md border-2 border-amber-600 bg-amber-50 p-4">
              {t('noRegistry')}
            </p>
          ) : (
            <>
              <Section id="period" title={t('period.legend')}>
                <PeriodPicker
                  action={address}
                  registries={registries}
                  years={selectableYears()}
                  selected={selected}
                />
                <p data-testid="current-status">
                  {t('period.current', { status: t(`status.${current?.status ?? 'missing'}`) })}
                </p>
                {semester.kind === 'case-records' && (
                  <p data-testid="stored-records">
                    {t('cases.stored', { count: semester.records })}
                  </p>
                )}
                {semester.kind === 'monthly-counts' && <p>{t('cases.sentAsCounts')}</p>}
                {accepted && (
                  <p className="rounded-md border-l-4 border-brand-500 bg-brand-50 p-3">
                    {current?.status === 'accepted'
                      ? t('resubmission.accepted')
                      : t('resubmission.pending')}
                  </p>
                )}
                {current?.status === 'submitted' && (
                  <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">
                    {t('grid.underReview')}
                  </p>
                )}
                {current?.comment && (
                  <p className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 whitespace-pre-line">
                    {t('period.officeComment', { comment: current.comment })}
                  </p>
                )}
                {semester.warnings.length > 0 && (
                  <div data-testid="stored-warnings">
                    <h3 className="font-semibold text-slate-900">
                      {t('cases.storedWarningsTitle', { count: semester.warnings.length })}
                    </h3>
                    <ul className="mt-1 list-disc space-y-1 pl-6">
                      {semester.warnings.map((warning) => (
                        <li key={warning.key}>
                          {warning.case === null
                            ? warning.message
                            : t('cases.warningCase', {
                                case: warning.case,
                                message: warning.message,
                              })}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </Section>
              <Section id="template" title={t('cases.howTitle')}>
                <p className="max-w-3xl text-slate-700">{t('cases.howIntro')}</p>
                <ul className="max-w-3xl list-disc space-y-1 pl-6 text-slate-800">
                  {(
                    [
                      'howPeriod',
                      'howCaseId',
                      'howDate',
                      'howOutcome',
                      'howSex',
                      'howMeasures',
                      'howPrenatal',
                      'howCodes',
                      'howSyndrome',
                    ] as const
                  ).map((key) => (
                    <li key={key}>{t(`cases.${key}`, words)}</li>
                  ))}
                </ul>
                <CaseTemplateLinks locale={locale} />
              </Section>
              <Section id="upload" title={t('cases.uploadTitle')}>
                <p id="case-upload-intro" className="max-w-3xl text-slate-700">
                  {t('cases.uploadIntro')}
                </p>
                <CaseRecordsUploadForm
                  key={`${selected.registry}-${selected.year}-${selected.semester}`}
                  semester={selected.semester}
                  initialBirths={birthsText(selected.semester, current?.births ?? [])}
                  initialBands={bandsText(semester?.birthsByMaternalAge ?? null)}
                  locked={current?.status === 'submitted'}
                />
              </Section>
              <Section id="download" title={t('cases.downloadTitle')}>
                <p className="max-w-3xl text-slate-700">{t('cases.downloadIntro')}</p>
                <CaseDownloadLinks locale={locale} selected={selected} />
              </Section>
            </>
          )}
        </ClientMessages>
      </PageBody>
    </>
  )
}
