import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type { SemiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import { scanFormat } from './scanFormat'
import { tableClass } from './tableClass'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import { scrollFrameTexts } from '@/components/site/content/scrollFrameTexts'

/** A semiannual report as HTML: what needs attention first, every anomaly, then what is not available. */
export async function SemiannualReportView({
  report,
  registryName,
  nameOf,
  locale,
}: {
  report: SemiannualReport
  registryName: string
  nameOf: (malformation: number) => string
  locale: Locale
}) {
  const t = await getTranslations('monitoring')
  const scroll = await scrollFrameTexts()
  const format = scanFormat(locale)
  const number = new Intl.NumberFormat(locale)
  const na = t('notAvailable')
  const missing = report.anomalies.filter(
    (anomaly) => anomaly.cases === null || anomaly.births === null,
  )
  const { year, half } = report.semester
  return (
    <section aria-labelledby="report-title" className="space-y-6" id="report">
      <h2 id="report-title" className="text-2xl font-semibold text-slate-900">
        {t('report.heading', { registry: registryName, year, semester: half })}
      </h2>
      {report.anomalies.length === 0 ? (
        <p className="text-slate-700">{t('report.noAnomalies')}</p>
      ) : (
        <>
          <section
            aria-labelledby="attention-title"
            className="rounded-md border-2 border-amber-700 bg-amber-50 p-4"
          >
            <h3 id="attention-title" className="text-xl font-semibold text-slate-900">
              {t('report.attentionTitle')}
            </h3>
            {report.attention.length === 0 ? (
              <p>{t('report.attentionNone')}</p>
            ) : (
              <ul className="mt-2 list-disc space-y-1 pl-6" data-testid="attention">
                {report.attention.map((item) => (
                  <li key={`${item.malformation}-${item.kind}`}>
                    {t(`report.attention.${item.kind}`, {
                      malformation: nameOf(item.malformation),
                      p: item.pValue === null ? '' : format.pValue(item.pValue),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ScrollFrame {...scroll}>
            <table className={tableClass} id="report-table">
              <caption>{t('report.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.anomaly')}</th>
                  <th scope="col">{t('report.births')}</th>
                  <th scope="col">{t('report.cases')}</th>
                  <th scope="col">{t('report.prevalence')}</th>
                  <th scope="col">{t('report.alarm')}</th>
                  <th scope="col">{t('report.zone')}</th>
                  <th scope="col">{t('report.cluster')}</th>
                  <th scope="col">{t('report.trend')}</th>
                </tr>
              </thead>
              <tbody>
                {report.anomalies.map((anomaly) => {
                  const { alarm, scan, trend } = anomaly
                  return (
                    <tr key={anomaly.malformation}>
                      <th scope="row">{nameOf(anomaly.malformation)}</th>
                      <td>{anomaly.births === null ? na : number.format(anomaly.births)}</td>
                      <td>{anomaly.cases === null ? na : number.format(anomaly.cases)}</td>
                      <td>
                        {anomaly.prevalence
                          ? `${format.fixed(anomaly.prevalence.rate)} (${format.fixed(anomaly.prevalence.lower)}–${format.fixed(anomaly.prevalence.upper)})`
                          : na}
                      </td>
                      <td>
                        {alarm
                          ? `${t(alarm.direction === 'excess' ? 'report.alarmExcess' : alarm.direction === 'deficit' ? 'report.alarmDeficit' : 'report.alarmNone')} (${format.fixed(alarm.expected)})`
                          : na}
                      </td>
                      <td>{anomaly.zone ? t(`zones.${anomaly.zone}`) : na}</td>
                      <td>
                        {!scan.available
                          ? na
                          : scan.cluster.llr > 0
                            ? `${scan.cluster.firstMonth} – ${scan.cluster.lastMonth} (${format.pValue(scan.cluster.pValue)})`
                            : t('report.noCluster')}
                      </td>
                      <td>
                        {trend.available && Number.isFinite(trend.trend.percentChange)
                          ? `${format.fixed(trend.trend.percentChange)}% (${format.fixed(trend.trend.lower)}–${format.fixed(trend.trend.upper)}, ${format.pValue(trend.trend.pValue)})`
                          : na}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </ScrollFrame>
          <section aria-labelledby="missing-title">
            <h3 id="missing-title" className="text-xl font-semibold text-slate-900">
              {t('report.missingTitle')}
            </h3>
            <p className="text-slate-700">
              {missing.length === 0
                ? t('report.missingNone')
                : t('report.missing', {
                    count: missing.length,
                    list: missing.map((anomaly) => nameOf(anomaly.malformation)).join('; '),
                  })}
            </p>
          </section>
        </>
      )}
    </section>
  )
}
