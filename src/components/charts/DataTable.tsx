export type DataTableProps = {
  caption?: string
  columns: string[]
  /** The first cell of each row names it (a period, a registry). */
  rows: string[][]
}

/**
 * The chart's numbers as a table for screen readers (visually hidden, not hidden from them).
 * Hidden through a wrapper: a table ignores a 1 px width and would keep its full width (700 px
 * and more) in the page's scrollable area, widening a phone's layout.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="sr-only">
      <table data-chart-table>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], index) => (
            <tr key={`${head}-${index}`}>
              <th scope="row">{head}</th>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
