import { getTranslations } from 'next-intl/server'
import { EndemicChannelChart, ScanChart, TrendChart } from '@/components/charts'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { ReportCharts } from '@/lib/surveillance/present/reportCharts'

/**
 * The report's charts, one anomaly at a time: every anomaly is a link to this report with its
 * charts shown under it (`open`), so the page carries three charts, not three per anomaly (a
 * network report's were over a megabyte of HTML). The links work without JavaScript; with it,
 * only the charts asked for are fetched, and the page keeps its place. The PDF has them all.
 */
export async function ReportChartsList({
  title,
  charts,
  open,
  chartsHref,
  locale,
}: {
  title: string
  charts: ReportCharts[]
  open: number | null
  chartsHref: (malformation: number | null) => string
  locale: Locale
}) {
  const t = await getTranslations('monitoring.report.charts')
  return (
    <section aria-labelledby="report-charts-title" className="space-y-2">
      <h3 id="report-charts-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{t('choose')}</p>
      <ul className="space-y-2">
        {charts.map((chart) => {
          const id = `report-${chart.malformation}`
          if (chart.malformation !== open)
            return (
              <li key={chart.malformation} id={id}>
                <Link className="link" href={chartsHref(chart.malformation)} scroll={false}>
                  {chart.heading}
                </Link>
              </li>
            )
          return (
            <li key={chart.malformation} id={id} data-charts={chart.malformation}>
              <h4 className="font-semibold text-slate-900">{chart.heading}</h4>
              <Link className="link text-sm" href={chartsHref(null)} scroll={false}>
                {t('hide')}
              </Link>
              <div className="mt-2 grid gap-6 lg:grid-cols-2">
                {chart.trend && <TrendChart id={`${id}-trend`} locale={locale} {...chart.trend} />}
                {chart.channel && (
                  <div>
                    <EndemicChannelChart id={`${id}-channel`} locale={locale} {...chart.channel} />
                    {chart.channelNote && (
                      <p className="text-sm text-slate-700">{chart.channelNote}</p>
                    )}
                  </div>
                )}
                {chart.scan && <ScanChart id={`${id}-scan`} locale={locale} {...chart.scan} />}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
