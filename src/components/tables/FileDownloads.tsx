import { getLocale } from 'next-intl/server'

/**
 * Links to the same API view as CSV and XLSX files, under a heading (and an optional note), in
 * the page's language: headers, anomaly names and the number format a spreadsheet there expects.
 */
export async function FileDownloads({
  endpoint,
  query,
  labels,
}: {
  /** The API path that answers `?…&format=csv|xlsx`. */
  endpoint: string
  query: string
  labels: { title: string; note?: string; csv: string; xlsx: string }
}) {
  const language = await getLocale()
  const href = (format: 'csv' | 'xlsx') =>
    `${endpoint}?${query}&format=${format}&language=${language}`
  return (
    <nav aria-labelledby="download-title" className="space-y-1">
      <h2 id="download-title" className="font-semibold text-slate-900">
        {labels.title}
      </h2>
      {labels.note && <p className="text-slate-700">{labels.note}</p>}
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>
          <a className="link" href={href('csv')} download>
            {labels.csv}
          </a>
        </li>
        <li>
          <a className="link" href={href('xlsx')} download>
            {labels.xlsx}
          </a>
        </li>
      </ul>
    </nav>
  )
}
