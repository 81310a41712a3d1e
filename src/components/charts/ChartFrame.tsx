import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { ChartDownloads } from './ChartDownloads'
import { ChartLegend, type LegendItem } from './ChartLegend'
import { ChartShare, type ChartAddresses } from './ChartShare'
import { DataTable, type DataTableProps } from './DataTable'
import { chartText } from './text'

export type Size = { width: number; height: number }

/**
 * One chart: an SVG image named by its title and described by a summary, its
 * legend in HTML (wraps on small screens, prints as text) and the data as a
 * table that only screen readers see. The viewBox makes it scale to its box.
 */
export function ChartFrame({
  id,
  locale,
  kind,
  title,
  description,
  size,
  legend,
  table,
  addresses,
  children,
}: {
  id: string
  locale: Locale
  kind: string
  title: string
  description: string
  size: Size
  legend?: LegendItem[]
  table: DataTableProps
  /** The chart's permanent link and embeddable page, when its page gives them. */
  addresses?: ChartAddresses
  children: ReactNode
}) {
  const t = chartText(locale)
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
      <ChartDownloads
        chartId={id}
        name={kind}
        labels={{
          label: t('download.label'),
          svg: t('download.svg'),
          png: t('download.png'),
          svgLabel: t('download.svgLabel', { title }),
          pngLabel: t('download.pngLabel', { title }),
        }}
      />
      <ChartShare
        name={kind}
        title={title}
        locale={locale}
        table={{ ...table, caption: table.caption ?? title }}
        addresses={addresses}
      />
      <DataTable {...table} caption={table.caption ?? title} />
    </figure>
  )
}
