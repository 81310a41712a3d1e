import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { StackedBirthsChart } from '@/components/charts'
import type { ChartAddresses } from '@/components/charts/ChartShare'
import { chartFormat } from '@/components/charts/format'
import { chartText } from '@/components/charts/text'
import type { MapRegistry } from '@/components/map/RegistryMap'
import { Section } from '@/components/site/content/PageHeader'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import type { TablesPageData } from '@/lib/surveillance/data/prevalencePage'
import { timeRange } from '@/lib/timeRange'
import { AnomalyView } from './AnomalyView'

/**
 * The view chosen on a prevalence page: what it covers, the notes on
 * demonstration data, withheld and missing numbers, the page's downloads,
 * then each anomaly (table, charts, map) and the births covered.
 */
export async function PrevalenceResults({
  locale,
  page,
  mapRegistries,
  registryHref,
  downloads,
  chartAddresses,
}: {
  locale: Locale
  page: TablesPageData
  /** Every member registry, placed on each anomaly's map. */
  mapRegistries: MapRegistry[]
  /** The characteristics page the map's markers open. */
  registryHref: string
  downloads: ReactNode
  /** Each chart's permanent link and embeddable page (public pages only). */
  chartAddresses?: (chartId: string) => ChartAddresses
}) {
  const t = await getTranslations('tablesCharts')
  const { view, query, threshold } = page
  if (!query || !view) return null
  if (!view.range) return <p className="text-slate-700">{t('notes.noData')}</p>
  const range = view.range
  const format = chartFormat(locale, chartText(locale))
  const initials = new Map(page.registries.map((registry) => [registry.code, registry.initials]))
  const nameOf = (code: string) => initials.get(code) ?? code
  // A period is one year, semester or month ("2024"), or a range of them ("2020/2024").
  const periodOf = (period: string) => {
    const [from = '', to] = period.split('/')
    return timeRange(format.period(from), to && format.period(to))
  }
  return (
    <div className="space-y-10" id="result">
      <div className="space-y-3">
        <p className="text-slate-700" data-testid="summary">
          {t('notes.summary', {
            anomalies: query.malformations.length,
            registries: view.registries.length,
            from: periodOf(range.from),
            to: periodOf(range.to),
          })}
        </p>
        {view.demo && (
          <p
            role="note"
            className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-slate-900"
          >
            {t('notes.demo')}
          </p>
        )}
        <p className="text-slate-700">
          {threshold === null
            ? t('notes.exact')
            : threshold === 0
              ? t('notes.allPublished')
              : t('notes.suppressed', { threshold })}
        </p>
        {threshold !== null && (
          <p className="text-slate-700" data-testid="release">
            {page.release
              ? t('notes.release', {
                  number: page.release.number,
                  date: formatterFor(locale).dateTime(new Date(page.release.publishedAt), 'long'),
                })
              : t('notes.unpublished')}
          </p>
        )}
        {threshold !== null && threshold > 0 && (
          <p className="text-slate-700">{t('notes.withheldForPeriod')}</p>
        )}
        <p className="text-slate-700">{t('notes.notAvailable')}</p>
        <p className="text-slate-700">{t('notes.monitoringNetwork')}</p>
        {downloads}
      </div>
      {query.malformations.map((number) => {
        const own = (rows: typeof view.table) => rows.filter((row) => row.malformation === number)
        const malformation = page.malformations.find((item) => item.number === number)
        return (
          <AnomalyView
            key={number}
            locale={locale}
            number={number}
            name={malformation ? `${malformation.name} (${malformation.icd10})` : String(number)}
            table={own(view.table)}
            trend={own(view.trend)}
            whole={own(view.whole)}
            registries={view.registries}
            range={range}
            nameOf={nameOf}
            periodOf={periodOf}
            threshold={threshold}
            map={{ registries: mapRegistries, registryHref }}
            chartAddresses={chartAddresses}
          />
        )
      })}
      <Section title={t('charts.birthsSection')} id="births">
        <StackedBirthsChart
          id="births-chart"
          addresses={chartAddresses?.('births-chart')}
          locale={locale}
          title={t('charts.birthsTitle')}
          years={view.births.years}
          series={view.births.series.map((series) => ({ ...series, label: nameOf(series.code) }))}
        />
      </Section>
    </div>
  )
}
