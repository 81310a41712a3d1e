import { getTranslations } from 'next-intl/server'
import { ForestPlot, TrendChart, type GapReason } from '@/components/charts'
import type { ChartAddresses } from '@/components/charts/ChartShare'
import { RegistryMap, type MapRegistry } from '@/components/map/RegistryMap'
import type { Locale } from '@/i18n/locales'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'
import { rowGap } from '@/lib/surveillance/tables/rowGap'
import { PrevalenceTable } from './PrevalenceTable'

/** Why a row has no rate, as the disclosure policy said it (never guessed from `suppressed`). */
const gapOf = (row: PrevalenceRow): GapReason => rowGap(row)

/**
 * One anomaly: its table, its prevalence over time with the interval band
 * (the network's, or the one registry chosen against the network's rate), a
 * forest plot of the registries against the network over the whole range and,
 * when `map` is given, the registries on the map shaded by the same rates
 * (a withheld rate is marked as such, never shaded).
 */
export async function AnomalyView({
  locale,
  number,
  name,
  table,
  trend,
  whole,
  registries,
  range,
  nameOf,
  periodOf,
  threshold,
  map,
  chartAddresses,
  only,
}: {
  locale: Locale
  number: number
  name: string
  table: PrevalenceRow[]
  trend: PrevalenceRow[]
  whole: PrevalenceRow[]
  /** The registries shown, in order. */
  registries: string[]
  range: { from: string; to: string }
  nameOf: (code: string) => string
  periodOf: (period: string) => string
  threshold: number | null
  /** The registries to place on the map and the page of their characteristics. */
  map?: { registries: MapRegistry[]; registryHref: string }
  /** Each chart's permanent link and embeddable page (public pages only). */
  chartAddresses?: (chartId: string) => ChartAddresses
  /** One chart alone, without heading or table (an embeddable page). */
  only?: 'trend' | 'forest' | 'map'
}) {
  const t = await getTranslations('tablesCharts')
  const networkLabel = t('table.network')
  const network = whole.find((row) => row.registry === NETWORK)
  const subject = registries.length === 1 ? registries[0]! : NETWORK
  const suppressionThreshold = threshold ?? undefined
  const trendChart = (
    <TrendChart
      addresses={chartAddresses?.(`trend-${number}`)}
      id={`trend-${number}`}
      locale={locale}
      title={t('charts.trendTitle', {
        malformation: name,
        subject: subject === NETWORK ? networkLabel : nameOf(subject),
      })}
      points={trend
        .filter((row) => row.registry === subject)
        .map((row) => ({
          period: row.period,
          rate: row.rate,
          lower: row.lower,
          upper: row.upper,
          gap: gapOf(row),
          // The network's rate without some registry of the period is not the whole network's.
          incomplete: !row.complete && row.rate !== null,
        }))}
      reference={
        subject !== NETWORK && network?.rate != null
          ? { rate: network.rate, label: networkLabel }
          : undefined
      }
      suppressionThreshold={suppressionThreshold}
    />
  )
  const forestPlot = (
    <ForestPlot
      addresses={chartAddresses?.(`forest-${number}`)}
      id={`forest-${number}`}
      locale={locale}
      title={t('charts.forestTitle', {
        malformation: name,
        from: periodOf(range.from),
        to: periodOf(range.to),
      })}
      rows={whole
        .filter((row) => row.registry !== NETWORK)
        .map((row) => ({
          code: row.registry,
          label: nameOf(row.registry),
          rate: row.rate,
          lower: row.lower,
          upper: row.upper,
          gap: gapOf(row),
        }))}
      network={
        network && {
          label: networkLabel,
          rate: network.rate,
          lower: network.lower,
          upper: network.upper,
          gap: gapOf(network),
        }
      }
      suppressionThreshold={suppressionThreshold}
    />
  )
  const mapView = map && (
    <div className="max-w-xl">
      <RegistryMap
        addresses={chartAddresses?.(`map-${number}`)}
        id={`map-${number}`}
        locale={locale}
        title={t('charts.mapTitle', {
          malformation: name,
          from: periodOf(range.from),
          to: periodOf(range.to),
        })}
        registries={map.registries.filter((registry) => registries.includes(registry.code))}
        registryHref={map.registryHref}
        values={Object.fromEntries(
          whole.filter((row) => row.registry !== NETWORK).map((row) => [row.registry, row.rate]),
        )}
        valueLabel={t('charts.mapValue')}
        withheld={
          threshold === null
            ? undefined
            : {
                codes: whole.filter((row) => row.suppressed).map((row) => row.registry),
                complementary: whole
                  .filter((row) => gapOf(row) === 'complement')
                  .map((row) => row.registry),
                unpublished: whole
                  .filter((row) => gapOf(row) === 'withheld')
                  .map((row) => row.registry),
                threshold,
              }
        }
      />
    </div>
  )
  if (only) return { trend: trendChart, forest: forestPlot, map: mapView }[only] || <></>
  return (
    <section aria-labelledby={`anomaly-${number}`} className="space-y-6" data-anomaly={number}>
      <h2 id={`anomaly-${number}`} className="section-title">
        {name}
      </h2>
      <PrevalenceTable
        id={`table-${number}`}
        locale={locale}
        caption={t('table.caption', { malformation: name })}
        rows={table}
        nameOf={nameOf}
        periodOf={periodOf}
        threshold={threshold}
      />
      {trendChart}
      {forestPlot}
      {mapView}
    </section>
  )
}
