import { getTranslations } from 'next-intl/server'
import { PageBody, PageHeader } from '@/components/site/content/PageHeader'
import { SignalCountsTable } from '@/components/signals/SignalCountsTable'
import { YearSummaryView } from '@/components/signals/YearSummaryView'
import { getCurrentUser } from '@/lib/site/currentUser'
import { localePath } from '@/lib/site/localePath'
import { metadataFor } from '@/lib/site/metadataFor'
import { networkShortName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import { getPayloadClient } from '@/lib/site/payload'
import { routes } from '@/lib/site/routes'
import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { loadSignalCounts } from '@/lib/surveillance/data/signalSummary'
import { loadYearSummary, summaryYear } from '@/lib/surveillance/data/yearSummary'
import { thresholdToldTo } from '@/lib/surveillance/disclosure'
import { yearlySummaryPdfPath } from '@/lib/surveillance/signals/paths'

export const generateMetadata = metadataFor(
  'signals.summary',
  'yearlySummary',
  'metaTitle',
  'metaDescription',
)

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * The yearly monitoring summary: every year's signals by conclusion for anyone (small counts
 * withheld), and the chosen year's signals with what became of them for the office and the
 * members of each signal's registry; the same as a PDF.
 */
export default async function YearlySummaryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations('signals')
  const path = routes(networkShortName()).yearlySummary
  const asked = (await searchParams).year
  const year = summaryYear(typeof asked === 'string' ? asked : null)
  const payload = await getPayloadClient()
  const user = await getCurrentUser()
  const [counts, policy] = await Promise.all([
    loadSignalCounts(payload, user),
    loadDisclosurePolicy(payload, user),
  ])
  const summary = year === null ? null : await loadYearSummary(payload, user, locale, year)
  const years = [...new Set([...(summary?.years ?? []), new Date().getUTCFullYear()])].sort(
    (a, b) => b - a,
  )
  return (
    <>
      <PageHeader wide title={t('summary.title')} lead={t('summary.intro')} />
      <PageBody wide>
        <form action={localePath(locale, path)} method="get" className="flex items-end gap-3">
          <label className="flex flex-col">
            <span>{t('summary.yearLabel')}</span>
            <select name="year" defaultValue={String(year ?? '')} className="rounded border p-1">
              {years.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-secondary">
            {t('summary.show')}
          </button>
        </form>
        {year === null ? (
          <p role="alert" className="text-red-800">
            {t('errors.badYear')}
          </p>
        ) : (
          summary && (
            <YearSummaryView
              content={summary.content}
              pdfHref={yearlySummaryPdfPath(year, locale)}
              pdfLabel={t('summary.pdf')}
            />
          )
        )}
        <SignalCountsTable rows={counts} threshold={thresholdToldTo(policy)} />
      </PageBody>
    </>
  )
}
