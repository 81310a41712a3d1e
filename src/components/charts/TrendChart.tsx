import { scaleLinear, scalePoint } from 'd3-scale'
import { area, line } from 'd3-shape'
import { CategoryAxis, ValueAxis } from './Axes'
import { ChartFrame } from './ChartFrame'
import type { LegendItem } from './ChartLegend'
import { chartFormat } from './format'
import { GapColumns } from './GapColumns'
import { gapText as gapWords } from './gapText'
import { chartSize, maxOf, plotArea } from './layout'
import { series as colours, gaps } from './palette'
import { chartText } from './text'
import type { ChartBase, Estimate, GapReason } from './types'

export type TrendPoint = Estimate & {
  /** `2024`, `2024-S1` or `2024-03`. */
  period: string
  /** Why `rate` is null; `not-available` when omitted. */
  gap?: GapReason
  /**
   * The rate leaves some registry out (the network's period without a registry that has a month
   * not available): drawn as a hollow point and named, never as a complete period's.
   */
  incomplete?: boolean
}

export type TrendChartProps = ChartBase & {
  points: TrendPoint[]
  /** A rate to compare with, drawn as a dashed line (the network's rate). */
  reference?: { rate: number; label: string }
  /** The public small-number rule, for the legend and table ("fewer than 5 cases"). */
  suppressionThreshold?: number
}

type Drawn = TrendPoint & { x: number }

/**
 * A rate per 10,000 births over time with its confidence band. Periods without
 * a rate break the line and the band and are drawn as columns of their own.
 */
export function TrendChart({
  id,
  locale,
  title,
  addresses,
  description,
  points,
  reference,
  suppressionThreshold = 5,
}: TrendChartProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const plot = plotArea(chartSize)
  const x = scalePoint<string>()
    .domain(points.map((point) => point.period))
    .range([plot.left, plot.right])
    .padding(0.5)
  const y = scaleLinear()
    .domain([0, maxOf([...points.flatMap((point) => [point.rate, point.upper]), reference?.rate])])
    .range([plot.bottom, plot.top])
    .nice(5)
  const drawn: Drawn[] = points.map((point) => ({ ...point, x: x(point.period) ?? plot.left }))
  const hasRate = (point: Drawn) => point.rate != null
  const hasBand = (point: Drawn) => point.lower != null && point.upper != null

  const rateLine = line<Drawn>()
    .defined(hasRate)
    .x((point) => point.x)
    .y((point) => y(point.rate ?? 0))
  const band = area<Drawn>()
    .defined(hasBand)
    .x((point) => point.x)
    .y0((point) => y(point.lower ?? 0))
    .y1((point) => y(point.upper ?? 0))

  const gapOf = (point: TrendPoint): GapReason => point.gap ?? 'not-available'
  const gapText = (reason: GapReason) => gapWords(t, reason, suppressionThreshold)
  const missing = drawn.filter((point) => !hasRate(point))
  const rates = points.flatMap((point) => (point.rate == null ? [] : [point.rate]))

  const summary =
    description ??
    (rates.length === 0
      ? t('trend.summaryEmpty', { periods: points.length })
      : t('trend.summary', {
          periods: points.length,
          first: format.period(points[0]!.period),
          last: format.period(points[points.length - 1]!.period),
          min: format.rate(Math.min(...rates)),
          max: format.rate(Math.max(...rates)),
          gaps: missing.length,
        }) +
        (reference
          ? ' ' +
            t('trend.summaryReference', {
              label: reference.label,
              rate: format.rate(reference.rate),
            })
          : ''))

  const legend: LegendItem[] = [
    { label: t('legend.rate'), colour: colours.line, shape: 'line' },
    { label: t('legend.interval'), colour: colours.band, shape: 'band' },
  ]
  if (reference) legend.push({ label: reference.label, colour: colours.reference, shape: 'dashed' })
  if (missing.some((point) => gapOf(point) === 'not-available')) {
    legend.push({ label: gapText('not-available'), colour: gaps['not-available'] })
  }
  if (missing.some((point) => gapOf(point) === 'incomplete')) {
    legend.push({ label: gapText('incomplete'), colour: gaps.suppressed, shape: 'dashed' })
  }
  for (const reason of ['suppressed', 'complement', 'withheld'] as const)
    if (missing.some((point) => gapOf(point) === reason))
      legend.push({ label: gapText(reason), colour: gaps.suppressed, shape: 'hatched' })

  if (drawn.some((point) => hasRate(point) && point.incomplete))
    legend.push({ label: t('legend.incomplete'), colour: colours.line, shape: 'hollowPoint' })

  const cell = (value: number | null, point: TrendPoint) =>
    value == null
      ? gapText(gapOf(point))
      : point.incomplete
        ? t('table.incompleteValue', { value: format.rate(value) })
        : format.rate(value)

  return (
    <ChartFrame
      addresses={addresses}
      id={id}
      locale={locale}
      kind="trend"
      title={title}
      description={summary}
      size={chartSize}
      legend={legend}
      table={{
        columns: [t('table.period'), t('table.rate'), t('table.lower'), t('table.upper')],
        rows: points.map((point) => [
          format.period(point.period),
          cell(point.rate, point),
          cell(point.lower, point),
          cell(point.upper, point),
        ]),
      }}
    >
      <ValueAxis scale={y} plot={plot} label={t('axis.ratePer10000')} formatTick={format.tick} />
      <GapColumns
        id={id}
        plot={plot}
        width={Math.max(4, x.step() * 0.7)}
        columns={missing.map((point) => ({
          x: point.x,
          period: point.period,
          reason: gapOf(point),
          label: `${format.period(point.period)}: ${gapText(gapOf(point))}`,
        }))}
      />
      <path d={band(drawn) ?? ''} fill={colours.band} fillOpacity={0.45} data-series="interval" />
      {reference && (
        <g data-series="reference">
          <line
            x1={plot.left}
            x2={plot.right}
            y1={y(reference.rate)}
            y2={y(reference.rate)}
            stroke={colours.reference}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        </g>
      )}
      <path
        d={rateLine(drawn) ?? ''}
        fill="none"
        stroke={colours.line}
        strokeWidth={2.5}
        data-series="rate"
      />
      <g data-series="points">
        {drawn.filter(hasRate).map((point) => (
          <circle
            key={point.period}
            cx={point.x}
            cy={y(point.rate!)}
            r={3.5}
            fill={point.incomplete ? '#ffffff' : colours.line}
            stroke={point.incomplete ? colours.line : undefined}
            strokeWidth={point.incomplete ? 2 : undefined}
            data-period={point.period}
            data-value={point.rate!}
            data-incomplete={point.incomplete ? 'true' : undefined}
          >
            <title>{`${format.period(point.period)}: ${cell(point.rate, point)}`}</title>
          </circle>
        ))}
      </g>
      <CategoryAxis
        plot={plot}
        positions={drawn.map((point) => point.x)}
        labels={drawn.map((point, index) => format.axisPeriod(point.period, index === 0))}
      />
    </ChartFrame>
  )
}
