'use client'

import { ScrollFrame } from '@/components/site/content/ScrollFrame'

/** A short mark for the eye and its meaning in words for screen readers. */
export type Mark = [shown: string, said: string]

/** A cell's text, or the index of its mark in `marks` (the same few marks fill most cells). */
export type Cell = string | number

export type ViewRow = [
  registry: string,
  period: string,
  suppressed: boolean,
  complete: boolean,
  /** The pooled network's row, set apart. */
  network: boolean,
  /** Registry, period, cases, births, rate, interval, note. */
  cells: Cell[],
]

/**
 * The drawing of a prevalence table (PrevalenceTable prepares every text on the server). A client
 * component so that the page's React payload carries these rows once, as data, instead of every
 * element of the table a second time beside its HTML.
 */
export function PrevalenceTableView({
  id,
  className,
  caption,
  headers,
  rows,
  marks,
  scroll,
}: {
  id: string
  className: string
  caption: string
  headers: string[]
  rows: ViewRow[]
  marks: Mark[]
  scroll: { hint: string; label: string }
}) {
  const content = (cell: Cell) => {
    if (typeof cell === 'string') return cell
    const [shown, said] = marks[cell]!
    return (
      <>
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{said}</span>
      </>
    )
  }
  return (
    <ScrollFrame {...scroll}>
      <table id={id} className={className}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([registry, period, suppressed, complete, network, [name, ...cells]]) => (
            <tr
              key={`${registry}|${period}`}
              data-registry={registry}
              data-period={period}
              data-suppressed={suppressed}
              data-complete={complete}
              // Spread, not `undefined`: the page's payload would write that out on every row.
              {...(network && { className: 'bg-brand-50 font-medium' })}
            >
              <th scope="row">{content(name!)}</th>
              {cells.map((cell, column) => (
                <td key={column}>{content(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  )
}
