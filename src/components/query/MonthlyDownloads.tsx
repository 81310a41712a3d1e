import { getTranslations } from 'next-intl/server'

/** The monthly counts behind the query, as files (members only, like the page). */
export async function MonthlyDownloads({ query }: { query: string }) {
  const t = await getTranslations('databaseQuery.download')
  const href = (format: 'csv' | 'xlsx') =>
    `/api/surveillance/monthly-counts?${query}&format=${format}`
  return (
    <nav aria-labelledby="download-title" className="space-y-1">
      <h2 id="download-title" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-slate-700">{t('note')}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        <li>
          <a className="link" href={href('csv')} download>
            {t('csv')}
          </a>
        </li>
        <li>
          <a className="link" href={href('xlsx')} download>
            {t('xlsx')}
          </a>
        </li>
      </ul>
    </nav>
  )
}
