import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import { tableClass } from '@/components/monitoring/tableClass'
import type { Locale } from '@/i18n/locales'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

/** A short mark for the eye and its meaning in words for screen readers. */
const Mark = ({ shown, said }: { shown: string; said: string }) => (
  <>
    <span aria-hidden="true">{shown}</span>
    <span className="sr-only">{said}</span>
  </>
)

/**
 * One anomaly's rows: the pooled network first, then the registries, with
 * cases, births, prevalence per 10,000 and its 95% interval. A withheld count
 * reads "< 5", a count not available "—".
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
  const notAvailable = <Mark shown="—" said={t('notAvailable')} />
  const cases = (row: PrevalenceRow): ReactNode => {
    if (row.cases !== null) return format.integer(row.cases)
    if (row.complementary) return <Mark shown="*" said={t('complementText')} />
    if (row.suppressed && threshold !== null)
      return (
        <Mark shown={t('suppressed', { threshold })} said={t('suppressedText', { threshold })} />
      )
    return notAvailable
  }
  const estimate = (row: PrevalenceRow, value: ReactNode | null): ReactNode =>
    value ?? (row.suppressed ? t('withheld') : notAvailable)
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
  return (
    <ScrollFrame {...scroll}>
      <table id={id} className={`${tableClass} prevalence-table`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('registry')}</th>
            <th scope="col">{t('period')}</th>
            <th scope="col">{t('cases')}</th>
            <th scope="col">{t('births')}</th>
            <th scope="col">{t('rate')}</th>
            <th scope="col">{t('interval')}</th>
            <th scope="col">{t('note')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr
              key={`${row.registry}|${row.period}`}
              data-registry={row.registry}
              data-period={row.period}
              data-suppressed={row.suppressed}
              data-complete={row.complete}
              // Spread, not `undefined`: the page's payload would write that out on every row.
              {...(row.registry === NETWORK && { className: 'bg-brand-50 font-medium' })}
            >
              <th scope="row">{row.registry === NETWORK ? t('network') : nameOf(row.registry)}</th>
              <td>{periodOf(row.period)}</td>
              <td>{cases(row)}</td>
              <td>{row.births === null ? notAvailable : format.integer(row.births)}</td>
              <td>{estimate(row, row.rate === null ? null : format.fixed(row.rate, 2))}</td>
              <td>
                {estimate(
                  row,
                  row.lower === null || row.upper === null
                    ? null
                    : t('range', {
                        lower: format.fixed(row.lower, 2),
                        upper: format.fixed(row.upper, 2),
                      }),
                )}
              </td>
              <td>{note(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  )
}
