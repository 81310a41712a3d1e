import { scaleBand, scaleLinear } from 'd3-scale'
import { ChartFrame } from './ChartFrame'
import type { LegendItem } from './ChartLegend'
import { chartFormat } from './format'
import { gapShort } from './gapText'
import { maxOf } from './layout'
import { ink, series as colours } from './palette'
import { chartText } from './text'
import type { ChartBase, Estimate, GapReason } from './types'

export type ForestRow = Estimate & {
  /** The registry's network code. */
  code: string
  label: string
  gap?: GapReason
}

export type ForestPlotProps = ChartBase & {
  rows: ForestRow[]
  /** The pooled network estimate: a line with its interval as a band behind the rows. */
  network?: Estimate & { label: string; gap?: GapReason }
  suppressionThreshold?: number
}

const WIDTH = 640
const ROW = 28
const TOP = 12
const BOTTOM = 44
const LEFT = 170
const RIGHT = 24

/** Registries' rates with their intervals, one row each, against the network's rate. */
export function ForestPlot({
  id,
  locale,
  title,
  addresses,
  description,
  rows,
  network,
  suppressionThreshold = 5,
}: ForestPlotProps) {
  const t = chartText(locale)
  const format = chartFormat(locale, t)
  const height = TOP + Math.max(1, rows.length) * ROW + BOTTOM
  const plot = { left: LEFT, right: WIDTH - RIGHT, top: TOP, bottom: height - BOTTOM }
  const y = scaleBand<string>()
    .domain(rows.map((row) => row.code))
    .range([plot.top, plot.bottom])
    .paddingInner(0.2)
  const x = scaleLinear()
    .domain([
      0,
      maxOf([...rows.flatMap((row) => [row.rate, row.upper]), network?.upper, network?.rate]),
    ])
    .range([plot.left, plot.right])
    .nice(6)
  const ticks = x.ticks(6)
  const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : 1
  const gapText = (row: ForestRow) => gapShort(t, row.gap ?? 'not-available', suppressionThreshold)
  const withRate = rows.filter((row) => row.rate != null)
  const above = network?.rate != null ? withRate.filter((row) => row.lower! > network.rate!) : []
  const below = network?.rate != null ? withRate.filter((row) => row.upper! < network.rate!) : []

  const summary =
    description ??
    t('forest.summary', { registries: rows.length, withRate: withRate.length }) +
      (network?.rate != null
        ? ' ' +
          t('forest.summaryNetwork', {
            label: network.label,
            rate: format.rate(network.rate),
            above: above.length,
            below: below.length,
          })
        : '')

  const legend: LegendItem[] = [
    { label: t('legend.rate'), colour: colours.line, shape: 'point' },
    { label: t('legend.interval'), colour: colours.line, shape: 'line' },
  ]
  if (network?.rate != null) {
    legend.push({ label: network.label, colour: colours.reference, shape: 'dashed' })
  }
  if (network?.lower != null && network.upper != null) {
    legend.push({
      label: t('legend.networkInterval', { label: network.label }),
      colour: colours.referenceBand,
    })
  }
  const cell = (value: number | null, row: ForestRow) =>
    value == null ? gapText(row) : format.rate(value)

  return (
    <ChartFrame
      addresses={addresses}
      id={id}
      locale={locale}
      kind="forest"
      title={title}
      description={summary}
      size={{ width: WIDTH, height }}
      legend={legend}
      table={{
        columns: [t('table.registry'), t('table.rate'), t('table.lower'), t('table.upper')],
        rows: [
          ...(network
            ? [
                [
                  network.label,
                  ...[network.rate, network.lower, network.upper].map((value) =>
                    value == null
                      ? gapShort(t, network.gap ?? 'not-available', suppressionThreshold)
                      : format.rate(value),
                  ),
                ],
              ]
            : []),
          ...rows.map((row) => [
            row.label,
            cell(row.rate, row),
            cell(row.lower, row),
            cell(row.upper, row),
          ]),
        ],
      }}
    >
      <g data-axis="value">
        {ticks.map((tick) => (
          <g key={tick} data-tick={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={plot.top} y2={plot.bottom} stroke={ink.grid} />
            <text
              x={x(tick)}
              y={plot.bottom + 16}
              textAnchor="middle"
              fill={ink.muted}
              data-tick-label
            >
              {format.tick(tick, step)}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={ink.axis} />
        <text x={(plot.left + plot.right) / 2} y={height - 8} textAnchor="middle" fill={ink.text}>
          {t('axis.ratePer10000')}
        </text>
      </g>
      {network?.lower != null && network.upper != null && (
        <rect
          x={x(network.lower)}
          width={Math.max(1, x(network.upper) - x(network.lower))}
          y={plot.top}
          height={plot.bottom - plot.top}
          fill={colours.referenceBand}
          fillOpacity={0.6}
          data-series="network-interval"
        />
      )}
      {network?.rate != null && (
        <line
          x1={x(network.rate)}
          x2={x(network.rate)}
          y1={plot.top}
          y2={plot.bottom}
          stroke={colours.reference}
          strokeWidth={2}
          strokeDasharray="6 4"
          data-series="network"
        />
      )}
      {rows.map((row) => {
        const middle = (y(row.code) ?? plot.top) + y.bandwidth() / 2
        return (
          <g key={row.code} data-row={row.code}>
            <text x={plot.left - 8} y={middle} dy="0.32em" textAnchor="end" fill={ink.text}>
              {row.label}
            </text>
            {row.rate == null ? (
              <text
                x={plot.left + 6}
                y={middle}
                dy="0.32em"
                fill={ink.muted}
                fontStyle="italic"
                data-gap={row.gap ?? 'not-available'}
              >
                {gapText(row)}
              </text>
            ) : (
              <>
                {row.lower != null && row.upper != null && (
                  <line
                    x1={x(row.lower)}
                    x2={x(row.upper)}
                    y1={middle}
                    y2={middle}
                    stroke={colours.line}
                    strokeWidth={2}
                    data-interval
                  />
                )}
                <rect
                  x={x(row.rate) - 5}
                  y={middle - 5}
                  width={10}
                  height={10}
                  fill={colours.line}
                  data-value={row.rate}
                  data-x={x(row.rate)}
                >
                  <title>{`${row.label}: ${format.rate(row.rate)}`}</title>
                </rect>
              </>
            )}
          </g>
        )
      })}
    </ChartFrame>
  )
}
