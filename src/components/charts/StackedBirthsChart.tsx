import { scaleBand, scaleLinear } from 'd3-scale'
import { stack } from 'd3-shape'
import { CategoryAxis, ValueAxis } from './Axes'
import { ChartFrame } from './ChartFrame'
import { chartFormat } from './format'
import { chartSize, maxOf, plotArea, tenth } from './layout'
import { categoricalColour } from './palette'
import { StackedBars, type Bar, type BarLayer } from './StackedBars'
import { chartText } from './text'
import type { ChartBase } from './types'

export type BirthsSeries = {
  /** The registry's network code. */
  code: string
  label: string
  /** Births covered in each year of `years`, in the same order; null when not reported. */
  births: Array<number | null>
}

export type StackedBirthsChartProps = ChartBase & {
  years: number[]
  series: BirthsSeries[]
}

/**
 * Births covered per year, one bar per year stacked by registry. A year a
 * registry did not report adds nothing to the bar and reads "not available" in the table.
 */
export function StackedBirthsChart({
  id,
  locale,
  title,
  addresses,
  description,
  years,
  series,
}: StackedBirthsChartProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const plot = plotArea(chartSize)
  const rows = years.map((year, index) => {
    const row: Record<string, number> = { year }
    for (const entry of series) row[entry.code] = entry.births[index] ?? 0
    return row
  })
  const layers = stack<Record<string, number>>().keys(series.map((entry) => entry.code))(rows)
  const totals = years.map((_, index) =>
    series.reduce((sum, entry) => sum + (entry.births[index] ?? 0), 0),
  )
  const x = scaleBand<number>()
    .domain(years)
    .range([plot.left, plot.right])
    .paddingInner(0.25)
    .paddingOuter(0.15)
  const y = scaleLinear()
    .domain([0, maxOf(totals)])
    .range([plot.bottom, plot.top])
    .nice(5)
  const large = y.domain()[1]! >= 10_000
  const incomplete = years.filter((_, index) => series.some((entry) => entry.births[index] == null))

  const summary =
    description ??
    (years.length === 0
      ? t('births.summaryEmpty')
      : t('births.summary', {
          registries: series.length,
          first: String(years[0]),
          last: String(years[years.length - 1]),
          max: format.integer(Math.max(...totals)),
          incomplete: incomplete.length,
        }))

  return (
    <ChartFrame
      addresses={addresses}
      id={id}
      locale={locale}
      kind="births"
      title={title}
      description={summary}
      size={chartSize}
      legend={series.map((entry, index) => ({
        label: entry.label,
        colour: categoricalColour(index),
      }))}
      table={{
        columns: [t('table.year'), ...series.map((entry) => entry.label), t('table.total')],
        rows: years.map((year, index) => [
          String(year),
          ...series.map((entry) => {
            const value = entry.births[index]
            return value == null ? t('gap.notAvailable') : format.integer(value)
          }),
          format.integer(totals[index]!),
        ]),
      }}
    >
      <ValueAxis
        scale={y}
        plot={plot}
        label={t('axis.births')}
        formatTick={(value, step) => (large ? format.compact(value) : format.tick(value, step))}
      />
      <StackedBars
        layers={layers.map((layer, index): BarLayer => ({
          key: layer.key,
          fill: categoricalColour(index),
          bars: layer.flatMap((segment, yearIndex): Bar[] => {
            const value = series[index]!.births[yearIndex]
            if (value == null || value === 0) return []
            const year = years[yearIndex]!
            return [
              [
                tenth(x(year) ?? 0),
                tenth(x.bandwidth()),
                tenth(y(segment[1])),
                tenth(Math.max(0, y(segment[0]) - y(segment[1]))),
                year,
                value,
                `${series[index]!.label}, ${year}: ${format.integer(value)}`,
              ],
            ]
          }),
        }))}
      />
      <CategoryAxis
        plot={plot}
        positions={years.map((year) => (x(year) ?? 0) + x.bandwidth() / 2)}
        labels={years.map(String)}
      />
    </ChartFrame>
  )
}
