import type { Locale } from '@/i18n/locales'
import { chartCsvHref } from '@/components/charts/chartCsv'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'
import type { QualityTableModel } from './qualityTables'

/**
 * One table of the panel, with its caption, column and row headers, and its numbers as a CSV
 * file a plain link downloads (as the tables page's charts do: no script).
 */
export function QualityTable({
  table,
  fileName,
  locale,
  texts,
}: {
  table: QualityTableModel
  fileName: string
  locale: Locale
  texts: { csv: string; csvLabel: string; scrollHint: string; scrollRegion: string }
}) {
  const [first, ...others] = table.columns
  return (
    <div className="space-y-1" data-quality-table={table.name}>
      <ScrollFrame hint={texts.scrollHint} label={texts.scrollRegion}>
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{table.caption}</caption>
          <thead>
            <tr>
              {[first, ...others].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b-2 border-slate-300 px-2 py-2 text-left align-bottom font-semibold"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([head, ...cells]) => (
              <tr key={head} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-1 text-left font-semibold">
                  {head}
                </th>
                {cells.map((cell, index) => (
                  <td key={index} className="px-2 py-1 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollFrame>
      <a
        className="link text-sm print:hidden"
        href={chartCsvHref(table, locale)}
        download={`${fileName}.csv`}
        aria-label={texts.csvLabel}
      >
        {texts.csv}
      </a>
    </div>
  )
}
