'use client'

/** One bar segment: where it is drawn, its year and value, and its tooltip. */
export type Bar = [
  x: number,
  width: number,
  y: number,
  height: number,
  year: number,
  value: number,
  title: string,
]

export type BarLayer = { key: string; fill: string; bars: Bar[] }

/**
 * The bars of a stacked chart, one group per series, placed on the server (StackedBirthsChart).
 * A client component so that the page's React payload carries the bars once, as numbers, instead
 * of every element a second time beside the SVG.
 */
export function StackedBars({ layers }: { layers: BarLayer[] }) {
  return layers.map(({ key, fill, bars }) => (
    <g key={key} fill={fill} stroke="#fff" strokeWidth={0.75} data-series={key}>
      {bars.map(([x, width, y, height, year, value, title]) => (
        <rect
          key={year}
          x={x}
          width={width}
          y={y}
          height={height}
          data-year={year}
          data-value={value}
        >
          <title>{title}</title>
        </rect>
      ))}
    </g>
  ))
}
