import type { ScaleLinear } from 'd3-scale'
import { ink } from './palette'

export type Plot = { left: number; right: number; top: number; bottom: number }

/**
 * The value axis: gridlines across the plot and labelled ticks on the left.
 * `formatTick` receives the tick and the step between ticks (for the decimals).
 */
export function ValueAxis({
  scale,
  plot,
  label,
  formatTick,
  ticks = 5,
}: {
  scale: ScaleLinear<number, number>
  plot: Plot
  label: string
  formatTick: (value: number, step: number) => string
  ticks?: number
}) {
  const values = scale.ticks(ticks)
  const step = values.length > 1 ? values[1]! - values[0]! : 1
  return (
    <g data-axis="value">
      {values.map((value) => (
        <g key={value} data-tick={value}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={scale(value)}
            y2={scale(value)}
            stroke={ink.grid}
          />
          <text
            x={plot.left - 6}
            y={scale(value)}
            dy="0.32em"
            textAnchor="end"
            fill={ink.muted}
            data-tick-label
          >
            {formatTick(value, step)}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={ink.axis} />
      <text
        transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fill={ink.text}
      >
        {label}
      </text>
    </g>
  )
}

/**
 * The category axis under the plot: one label per period, thinned evenly so
 * that at most `maxLabels` are written (every period is still in the table).
 * A label's `\n` starts a second line (the year under a month).
 */
export function CategoryAxis({
  positions,
  labels,
  plot,
  maxLabels = 12,
}: {
  positions: number[]
  labels: string[]
  plot: Plot
  maxLabels?: number
}) {
  const every = Math.max(1, Math.ceil(labels.length / maxLabels))
  return (
    <g data-axis="category">
      {labels.map((label, index) =>
        index % every === 0 ? (
          <g key={`${label}-${index}`}>
            <line
              x1={positions[index]}
              x2={positions[index]}
              y1={plot.bottom}
              y2={plot.bottom + 4}
              stroke={ink.axis}
            />
            <text
              x={positions[index]}
              y={plot.bottom + 18}
              textAnchor="middle"
              fill={ink.muted}
              data-category-label
            >
              {label.split('\n').map((line, row) => (
                <tspan key={row} x={positions[index]} dy={row === 0 ? 0 : '1.1em'}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        ) : null,
      )}
    </g>
  )
}
