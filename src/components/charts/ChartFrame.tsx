import type { ReactNode } from 'react'
import { ChartLegend, type LegendItem } from './ChartLegend'
import { DataTable, type DataTableProps } from './DataTable'

export type Size = { width: number; height: number }

/**
 * One chart: an SVG image named by its title and described by a summary, its
 * legend in HTML (wraps on small screens, prints as text) and the data as a
 * table that only screen readers see. The viewBox makes it scale to its box.
 */
export function ChartFrame({
  id,
  kind,
  title,
  description,
  size,
  legend,
  table,
  children,
}: {
  id: string
  kind: string
  title: string
  description: string
  size: Size
  legend?: LegendItem[]
  table: DataTableProps
  children: ReactNode
}) {
  return (
    <figure className="chart break-inside-avoid" data-chart={kind} id={id}>
      <svg
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
        fontFamily="inherit"
        fontSize={12}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {legend && legend.length > 0 && <ChartLegend items={legend} />}
      <DataTable {...table} caption={table.caption ?? title} />
    </figure>
  )
}
