import { scaleLinear, scalePoint } from 'd3-scale'
import { area, line } from 'd3-shape'
import { CategoryAxis, ValueAxis } from './Axes'
import { ChartFrame } from './ChartFrame'
import type { LegendItem } from './ChartLegend'
import { chartFormat } from './format'
import { GapColumns } from './GapColumns'
import { chartSize, maxOf, plotArea } from './layout'
import { ink, zoneMarks, zones as zoneFills } from './palette'
import { chartText } from './text'
import { endemicZones, type ChartBase, type EndemicZone } from './types'

export type ChannelBand = { period: string; lower: number; center: number; upper: number }

export type ChannelPoint = {
  period: string
  /** The current year's count or rate; null when not reported. */
  value: number | null
  /** The zone of `value` in this period's band (from the statistics), null with no value. */
  zone: EndemicZone | null
}

export type EndemicChannelChartProps = ChartBase & {
  bands: ChannelBand[]
  series: ChannelPoint[]
  /**
   * What the values are, named on the value axis: counts of cases, rates per 10,000 births, or
   * an observed/expected index (each period's band centre = 100) for a reader without exact numbers.
   */
  measure: 'cases' | 'rate' | 'index'
}

type Drawn = ChannelBand & { x: number }

/** The value axis names the quantity drawn. */
const axisLabel = {
  cases: 'axis.cases',
  rate: 'axis.ratePer10000',
  index: 'axis.index',
} as const

/**
 * The endemic channel: success, safety, alert and epidemic zones from each
 * period's band, with the current series over them and each point's zone named.
 */
export function EndemicChannelChart({
  id,
  locale,
  title,
  addresses,
  description,
  bands,
  series,
  measure,
}: EndemicChannelChartProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const plot = plotArea(chartSize, { right: 84 })
  const value = (number: number) =>
    measure === 'cases'
      ? format.fixed(number, 1)
      : measure === 'index'
        ? format.integer(number)
        : format.rate(number)
  const x = scalePoint<string>()
    .domain(bands.map((band) => band.period))
    .range([plot.left, plot.right])
    .padding(0.5)
  const top = maxOf([...bands.map((band) => band.upper), ...series.map((point) => point.value)])
  const y = scaleLinear()
    .domain([0, top * 1.15])
    .range([plot.bottom, plot.top])
    .nice(5)
  const ceiling = y.domain()[1]!
  const drawn: Drawn[] = bands.map((band) => ({ ...band, x: x(band.period) ?? plot.left }))
  // Zones as areas from the first to the last period, widened by half a step on each side.
  const half = x.step() / 2
  const widened: Drawn[] =
    drawn.length > 0
      ? [
          { ...drawn[0]!, x: drawn[0]!.x - half },
          ...drawn,
          { ...drawn[drawn.length - 1]!, x: drawn[drawn.length - 1]!.x + half },
        ]
      : []
  const zoneArea = (low: (band: Drawn) => number, high: (band: Drawn) => number) =>
    area<Drawn>()
      .x((band) => band.x)
      .y0((band) => y(low(band)))
      .y1((band) => y(high(band)))(widened) ?? ''
  const zoneAreas: Record<EndemicZone, string> = {
    success: zoneArea(
      () => 0,
      (band) => band.lower,
    ),
    safety: zoneArea(
      (band) => band.lower,
      (band) => band.center,
    ),
    alert: zoneArea(
      (band) => band.center,
      (band) => band.upper,
    ),
    epidemic: zoneArea(
      (band) => band.upper,
      () => ceiling,
    ),
  }
  const last = drawn[drawn.length - 1]
  const zoneLabelY: Record<EndemicZone, number> = last
    ? {
        success: y(last.lower / 2),
        safety: y((last.lower + last.center) / 2),
        alert: y((last.center + last.upper) / 2),
        epidemic: y((last.upper + ceiling) / 2),
      }
    : { success: 0, safety: 0, alert: 0, epidemic: 0 }

  const points = series.map((point) => ({ ...point, x: x(point.period) ?? plot.left }))
  const present = points.filter((point) => point.value != null)
  const missing = points.filter((point) => point.value == null)
  const seriesLine = line<(typeof points)[number]>()
    .defined((point) => point.value != null)
    .x((point) => point.x)
    .y((point) => y(point.value ?? 0))
  const zoneName = (zone: EndemicZone | null) => (zone ? t(`zones.${zone}`) : t('gap.notAvailable'))
  const latest = present[present.length - 1]

  const summary =
    description ??
    t('channel.summary', {
      periods: bands.length,
      epidemic: present.filter((point) => point.zone === 'epidemic').length,
      alert: present.filter((point) => point.zone === 'alert').length,
    }) +
      (latest
        ? ' ' +
          t('channel.summaryLatest', {
            period: format.period(latest.period),
            value: value(latest.value!),
            zone: zoneName(latest.zone),
          })
        : '')

  const legend: LegendItem[] = [
    ...endemicZones.map((zone) => ({ label: t(`zones.${zone}`), colour: zoneFills[zone] })),
    { label: t('legend.current'), colour: ink.text, shape: 'line' as const },
  ]
  if (missing.length > 0) legend.push({ label: t('gap.notAvailable'), colour: '#cbd5e1' })
  const bandOf = new Map(bands.map((band) => [band.period, band]))

  return (
    <ChartFrame
      addresses={addresses}
      id={id}
      locale={locale}
      kind="endemic-channel"
      title={title}
      description={summary}
      size={chartSize}
      legend={legend}
      table={{
        columns: [
          t('table.period'),
          t('table.value'),
          t('table.zone'),
          t('table.lowerLimit'),
          t('table.center'),
          t('table.upperLimit'),
        ],
        rows: bands.map((band) => {
          const point = series.find((candidate) => candidate.period === band.period)
          return [
            format.period(band.period),
            point?.value == null ? t('gap.notAvailable') : value(point.value),
            point?.value == null ? t('gap.notAvailable') : zoneName(point.zone),
            value(band.lower),
            value(band.center),
            value(band.upper),
          ]
        }),
      }}
    >
      <g data-zones>
        {endemicZones.map((zone) => (
          <path key={zone} d={zoneAreas[zone]} fill={zoneFills[zone]} data-zone-area={zone} />
        ))}
      </g>
      <ValueAxis scale={y} plot={plot} label={t(axisLabel[measure])} formatTick={format.tick} />
      {last &&
        endemicZones.map((zone) => (
          <text
            key={zone}
            x={plot.right + 6}
            y={zoneLabelY[zone]}
            dy="0.32em"
            fill={zoneMarks[zone]}
            fontWeight={600}
            data-zone-label={zone}
          >
            {t(`zones.${zone}`)}
          </text>
        ))}
      <GapColumns
        id={id}
        plot={plot}
        width={Math.max(4, x.step() * 0.6)}
        columns={missing.map((point) => ({
          x: point.x,
          reason: 'not-available',
          label: `${format.period(point.period)}: ${t('gap.notAvailable')}`,
        }))}
      />
      <path
        d={seriesLine(points) ?? ''}
        fill="none"
        stroke={ink.text}
        strokeWidth={2.5}
        data-series="current"
      />
      <g data-series="points">
        {present.map((point) => {
          const band = bandOf.get(point.period)
          return (
            <circle
              key={point.period}
              cx={point.x}
              cy={y(point.value!)}
              r={4.5}
              fill={point.zone ? zoneMarks[point.zone] : ink.text}
              stroke="#fff"
              strokeWidth={1.5}
              data-period={point.period}
              data-value={point.value!}
              data-zone={point.zone ?? undefined}
            >
              <title>
                {t('channel.point', {
                  period: format.period(point.period),
                  value: value(point.value!),
                  zone: zoneName(point.zone),
                  lower: band ? value(band.lower) : '',
                  upper: band ? value(band.upper) : '',
                })}
              </title>
            </circle>
          )
        })}
      </g>
      <CategoryAxis
        plot={plot}
        positions={drawn.map((band) => band.x)}
        labels={drawn.map((band, index) => format.axisPeriod(band.period, index === 0))}
      />
    </ChartFrame>
  )
}
