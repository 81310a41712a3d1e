import { scaleBand, scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import { CategoryAxis, ValueAxis } from './Axes'
import { ChartFrame } from './ChartFrame'
import type { LegendItem } from './ChartLegend'
import { chartFormat } from './format'
import { GapColumns } from './GapColumns'
import { gapText } from './gapText'
import { chartSize, maxOf, plotArea } from './layout'
import { gaps, scan as colours } from './palette'
import { chartText } from './text'
import type { ChartBase, GapReason } from './types'

export type ScanPeriod = {
  /** `2024-03`. */
  period: string
  /** Cases in the period; null when not reported, or withheld from this reader. */
  cases: number | null
  /** The cases exist and are withheld from this reader (drawn hatched, never as not available). */
  withheld?: boolean
  /** Cases expected from the births (drawn as a line when given). */
  expected?: number | null
}

/** The most likely cluster, with 0-based inclusive indices into `periods`. */
export type ScanCluster = {
  start: number
  end: number
  observed: number
  expected: number
  relativeRisk: number
  pValue: number
}

export type ScanChartProps = ChartBase & {
  periods: ScanPeriod[]
  cluster: ScanCluster | null
}

/** Monthly counts as bars with the most likely cluster's window shaded behind them. */
export function ScanChart({
  id,
  locale,
  title,
  addresses,
  description,
  periods,
  cluster,
}: ScanChartProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const plot = plotArea(chartSize, { top: 28 })
  const keys = periods.map((period) => period.period)
  const x = scaleBand<string>()
    .domain(keys)
    .range([plot.left, plot.right])
    .paddingInner(0.2)
    .paddingOuter(0.1)
  const y = scaleLinear()
    .domain([0, maxOf(periods.flatMap((period) => [period.cases, period.expected]))])
    .range([plot.bottom, plot.top])
    .nice(5)
  const centre = (key: string) => (x(key) ?? plot.left) + x.bandwidth() / 2
  const inCluster = (index: number) =>
    cluster != null && index >= cluster.start && index <= cluster.end
  const clusterStart = cluster ? keys[cluster.start] : undefined
  const clusterEnd = cluster ? keys[cluster.end] : undefined
  const missing = periods.filter((period) => period.cases == null)
  const gapOf = (period: ScanPeriod): GapReason => (period.withheld ? 'withheld' : 'not-available')
  const gapWords = (period: ScanPeriod) =>
    period.withheld ? t('gap.monthsWithheld') : gapText(t, 'not-available', 0)
  const withheld = missing.filter((period) => period.withheld)
  const notAvailable = missing.filter((period) => !period.withheld)
  // With every month withheld there is no count to draw: the value axis names cases, no scale.
  const nothingDrawn = missing.length === periods.length
  const hasExpected = periods.some((period) => period.expected != null)
  const expectedLine = line<ScanPeriod>()
    .defined((period) => period.expected != null)
    .x((period) => centre(period.period))
    .y((period) => y(period.expected ?? 0))

  const clusterText =
    cluster && clusterStart && clusterEnd
      ? t('scan.cluster', {
          start: format.period(clusterStart),
          end: format.period(clusterEnd),
          observed: format.integer(cluster.observed),
          expected: format.fixed(cluster.expected, 1),
          relativeRisk: format.fixed(cluster.relativeRisk, 2),
          pValue: format.fixed(cluster.pValue, 3),
        })
      : t('scan.noCluster')
  const summary =
    description ??
    `${t('scan.summary', {
      periods: periods.length,
      cases: format.integer(periods.reduce((sum, period) => sum + (period.cases ?? 0), 0)),
      gaps: notAvailable.length,
    })} ${clusterText}`

  const legend: LegendItem[] = [{ label: t('legend.cases'), colour: colours.bar }]
  if (hasExpected)
    legend.push({ label: t('legend.expected'), colour: colours.expected, shape: 'dashed' })
  if (cluster) legend.push({ label: t('legend.cluster'), colour: colours.cluster })
  if (notAvailable.length > 0)
    legend.push({ label: t('gap.notAvailable'), colour: gaps['not-available'] })
  if (withheld.length > 0)
    legend.push({ label: t('gap.monthsWithheld'), colour: gaps.suppressed, shape: 'hatched' })

  return (
    <ChartFrame
      addresses={addresses}
      id={id}
      locale={locale}
      kind="scan"
      title={title}
      description={summary}
      size={chartSize}
      legend={legend}
      table={{
        columns: [
          t('table.period'),
          t('table.cases'),
          ...(hasExpected ? [t('table.expected')] : []),
          t('table.inCluster'),
        ],
        rows: periods.map((period, index) => [
          format.period(period.period),
          period.cases == null ? gapWords(period) : format.integer(period.cases),
          ...(hasExpected
            ? [period.expected == null ? t('gap.notAvailable') : format.fixed(period.expected, 1)]
            : []),
          inCluster(index) ? t('table.yes') : t('table.no'),
        ]),
      }}
    >
      {cluster && clusterStart && clusterEnd && (
        <g data-cluster={`${cluster.start}-${cluster.end}`}>
          <rect
            x={(x(clusterStart) ?? plot.left) - (x.step() * x.paddingInner()) / 2}
            width={
              (x(clusterEnd) ?? plot.left) -
              (x(clusterStart) ?? plot.left) +
              x.bandwidth() +
              x.step() * x.paddingInner()
            }
            y={plot.top - 16}
            height={plot.bottom - plot.top + 16}
            fill={colours.cluster}
            stroke={colours.clusterEdge}
            strokeDasharray="4 3"
          />
          <text
            x={(x(clusterStart) ?? plot.left) - (x.step() * x.paddingInner()) / 2 + 4}
            y={plot.top - 4}
            fill={colours.clusterEdge}
            fontWeight={600}
          >
            {t('legend.cluster')}
          </text>
        </g>
      )}
      <ValueAxis
        scale={y}
        plot={plot}
        label={t('axis.cases')}
        formatTick={format.tick}
        ticks={nothingDrawn ? 0 : undefined}
      />
      <GapColumns
        id={id}
        plot={plot}
        width={x.bandwidth()}
        columns={missing.map((period) => ({
          x: centre(period.period),
          period: period.period,
          reason: gapOf(period),
          label: `${format.period(period.period)}: ${gapWords(period)}`,
        }))}
      />
      <g fill={colours.bar} data-series="cases">
        {periods.map((period) =>
          period.cases == null ? null : (
            <rect
              key={period.period}
              x={x(period.period)}
              width={x.bandwidth()}
              y={y(period.cases)}
              height={Math.max(0, plot.bottom - y(period.cases))}
              data-period={period.period}
              data-value={period.cases}
            >
              <title>{`${format.period(period.period)}: ${format.integer(period.cases)}`}</title>
            </rect>
          ),
        )}
      </g>
      {hasExpected && (
        <path
          d={expectedLine(periods) ?? ''}
          fill="none"
          stroke={colours.expected}
          strokeWidth={1.5}
          strokeDasharray="5 3"
          data-series="expected"
        />
      )}
      <CategoryAxis
        plot={plot}
        positions={keys.map(centre)}
        labels={keys.map((key, index) => format.axisPeriod(key, index === 0))}
      />
    </ChartFrame>
  )
}
