import type { Locale } from '@/i18n/locales'
import { monitoringText } from '@/lib/surveillance/present/monitoringText'
import type { DisclosedScan } from '@/lib/surveillance/disclosure'
import { scanFormat, SIGNIFICANCE } from '@/lib/surveillance/present/scanFormat'
import { timeRange } from '@/lib/timeRange'
import { tableClass } from './tableClass'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

export interface AnomalyScan {
  malformation: string
  result: DisclosedScan
}

const pValueOf = (scan: AnomalyScan) =>
  scan.result.available ? scan.result.cluster.pValue : Number.POSITIVE_INFINITY

/** The most likely cluster of every anomaly of a registry, lowest p-value first, p < 0.05 highlighted. */
export async function ScanTable({ scans, locale }: { scans: AnomalyScan[]; locale: Locale }) {
  // The glossary's terms (observed, expected cases, p-value…), as in the report's PDF.
  const t = monitoringText(locale)
  const scroll = await scrollFrameTexts()
  const format = scanFormat(locale)
  const sorted = [...scans].sort((a, b) => pValueOf(a) - pValueOf(b))
  return (
    <section aria-labelledby="scan-all" className="space-y-3">
      <h2 id="scan-all" className="section-title">
        {t('scan.allTitle')}
      </h2>
      <p className="max-w-3xl text-slate-700">{t('scan.allIntro')}</p>
      <ScrollFrame {...scroll}>
        <table className={tableClass} id="scan-table">
          <caption>{t('scan.allCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scan.anomaly')}</th>
              <th scope="col">{t('scan.window')}</th>
              <th scope="col">{t('scan.observed')}</th>
              <th scope="col">{t('scan.expected')}</th>
              <th scope="col">{t('scan.relativeRisk')}</th>
              <th scope="col">{t('scan.llr')}</th>
              <th scope="col">{t('scan.pValue')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map(({ malformation, result }) => {
              if (!result.available)
                return (
                  <tr key={malformation}>
                    <th scope="row">{malformation}</th>
                    <td colSpan={6}>{t(`scan.${result.reason}`)}</td>
                  </tr>
                )
              const { cluster } = result
              const significant = cluster.pValue < SIGNIFICANCE
              return (
                <tr
                  key={malformation}
                  data-significant={significant}
                  className={significant ? 'bg-amber-100 font-semibold' : undefined}
                >
                  <th scope="row">{malformation}</th>
                  <td>
                    {cluster.found
                      ? timeRange(cluster.firstMonth, cluster.lastMonth)
                      : t('scan.none')}
                  </td>
                  <td>{cluster.observed ?? t('withheld')}</td>
                  <td>
                    {cluster.expected === null ? t('withheld') : format.fixed(cluster.expected)}
                  </td>
                  <td>{format.fixed(cluster.relativeRisk)}</td>
                  <td>{cluster.llr === null ? t('withheld') : format.fixed(cluster.llr)}</td>
                  <td>
                    {format.pValue(cluster.pValue)}
                    {significant && <span className="sr-only"> ({t('scan.significant')})</span>}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollFrame>
    </section>
  )
}
