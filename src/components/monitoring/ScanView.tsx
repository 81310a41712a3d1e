import { ScanChart } from '@/components/charts'
import type { Locale } from '@/i18n/locales'
import { monitoringText } from '@/lib/surveillance/present/monitoringText'
import type { DisclosedScan } from '@/lib/surveillance/disclosure'
import { scanFormat, SIGNIFICANCE } from '@/lib/surveillance/present/scanFormat'
import { timeRange } from '@/lib/timeRange'
import { tableClass } from './tableClass'

/** The most likely cluster of one anomaly: its figures, and the monthly counts with it shaded. */
export async function ScanView({
  result,
  registryName,
  malformationName,
  locale,
}: {
  result: DisclosedScan
  registryName: string
  malformationName: string
  locale: Locale
}) {
  // The glossary's terms (observed, expected cases, p-value…), as in the report's PDF.
  const t = monitoringText(locale)
  if (!result.available) return <p className="text-slate-700">{t(`scan.${result.reason}`)}</p>
  const { cluster } = result
  const format = scanFormat(locale)
  const title = t('scan.chartTitle', {
    malformation: malformationName,
    registry: registryName,
    from: result.from,
    to: result.to,
  })
  const index = (month: string) => result.months.findIndex((entry) => entry.month === month)
  const significant = cluster.pValue < SIGNIFICANCE
  return (
    <section aria-labelledby="scan-result" className="space-y-4">
      <h2 id="scan-result" className="section-title">
        {title}
      </h2>
      <ScanChart
        id="scan"
        locale={locale}
        title={title}
        periods={result.months.map((month) => ({
          period: month.month,
          cases: month.cases,
          withheld: month.withheld === true,
        }))}
        cluster={
          cluster.found && cluster.observed !== null && cluster.expected !== null
            ? {
                start: index(cluster.firstMonth),
                end: index(cluster.lastMonth),
                observed: cluster.observed,
                expected: cluster.expected,
                relativeRisk: cluster.relativeRisk,
                pValue: cluster.pValue,
              }
            : null
        }
      />
      <table className={`${tableClass} max-w-xl`} data-significant={significant}>
        <caption>{t('scan.resultTitle')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('scan.window')}</th>
            <td>
              {cluster.found ? timeRange(cluster.firstMonth, cluster.lastMonth) : t('scan.none')}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('scan.observed')}</th>
            <td>{cluster.observed ?? t('withheld')}</td>
          </tr>
          <tr>
            <th scope="row">{t('scan.expected')}</th>
            <td>{cluster.expected === null ? t('withheld') : format.fixed(cluster.expected)}</td>
          </tr>
          <tr>
            <th scope="row">{t('scan.relativeRisk')}</th>
            <td>{format.fixed(cluster.relativeRisk)}</td>
          </tr>
          <tr>
            <th scope="row">{t('scan.llr')}</th>
            <td>{cluster.llr === null ? t('withheld') : format.fixed(cluster.llr)}</td>
          </tr>
          <tr>
            <th scope="row">{t('scan.pValue')}</th>
            <td>
              {format.pValue(cluster.pValue)} (
              {significant ? t('scan.significant') : t('scan.notSignificant')})
            </td>
          </tr>
        </tbody>
      </table>
      {result.notAvailable.length > 0 && (
        <p className="text-slate-700">
          {t('scan.leftOut', { months: result.notAvailable.join(', ') })}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('scan.method', { replications: result.replications })}
      </p>
    </section>
  )
}
