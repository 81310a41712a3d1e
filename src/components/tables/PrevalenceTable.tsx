import { getTranslations } from 'next-intl/server'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import { tableClass } from '@/components/monitoring/tableClass'
import type { Locale } from '@/i18n/locales'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'
import { PrevalenceTableView, type Cell, type Mark, type ViewRow } from './PrevalenceTableView'

/**
 * One anomaly's rows: the pooled network first, then the registries, with
 * cases, births, prevalence per 10,000 and its 95% interval. A withheld count
 * says why as the disclosure policy decided it: "< 5" only for a small count, "*" for a
 * complement, "withheld" for a period not published; a count not available "—".
 */
export async function PrevalenceTable({
  id,
  locale,
  caption,
  rows,
  nameOf,
  periodOf,
  threshold,
}: {
  id: string
  locale: Locale
  caption: string
  rows: PrevalenceRow[]
  /** A registry's name for people. */
  nameOf: (code: string) => string
  periodOf: (period: string) => string
  threshold: number | null
}) {
  const t = await getTranslations('tablesCharts.table')
  const scroll = await scrollFrameTexts()
  const format = chartFormat(locale, chartText(locale))
  // Each mark is sent once; cells point to it.
  const marks: Mark[] = []
  const mark = (shown: string, said: string): Cell => {
    const index = marks.findIndex((known) => known[0] === shown && known[1] === said)
    return index >= 0 ? index : marks.push([shown, said]) - 1
  }
  const notAvailable = () => mark('—', t('notAvailable'))
  const cases = (row: PrevalenceRow): Cell => {
    if (row.cases !== null) return format.integer(row.cases)
    if (row.withheld === 'complement' || row.complementary) return mark('*', t('complementText'))
    if (row.withheld === 'small' && threshold !== null)
      return mark(t('suppressed', { threshold }), t('suppressedText', { threshold }))
    if (row.suppressed) return mark(t('withheld'), t('unpublishedText'))
    return notAvailable()
  }
  const estimate = (row: PrevalenceRow, value: string | null): Cell =>
    value ?? (row.suppressed ? t('withheld') : notAvailable())
  const note = (row: PrevalenceRow) => {
    if (row.partial) return t('partial')
    if (row.excluded?.length)
      return t('excluded', {
        count: row.excluded.length,
        registries: row.excluded.map(nameOf).join(', '),
      })
    return row.complete || row.registry === NETWORK ? '' : t('incomplete')
  }
  const ordered = [
    ...rows.filter((row) => row.registry === NETWORK),
    ...rows.filter((row) => row.registry !== NETWORK),
  ]
  const viewRows = ordered.map((row): ViewRow => [
    row.registry,
    row.period,
    row.suppressed,
    row.complete,
    row.registry === NETWORK,
    [
      row.registry === NETWORK ? t('network') : nameOf(row.registry),
      periodOf(row.period),
      cases(row),
      row.births === null ? notAvailable() : format.integer(row.births),
      estimate(row, row.rate === null ? null : format.fixed(row.rate, 2)),
      estimate(
        row,
        row.lower === null || row.upper === null
          ? null
          : t('range', { lower: format.fixed(row.lower, 2), upper: format.fixed(row.upper, 2) }),
      ),
      note(row),
    ],
  ])
  return (
    <PrevalenceTableView
      id={id}
      className={`${tableClass} prevalence-table`}
      caption={caption}
      headers={[
        t('registry'),
        t('period'),
        t('cases'),
        t('births'),
        t('rate'),
        t('interval'),
        t('note'),
      ]}
      rows={viewRows}
      marks={marks}
      scroll={scroll}
    />
  )
}
