import { getTranslations } from 'next-intl/server'

/** The view on the page as files, from the API with the same choice (and the same withholding). */
export async function DownloadLinks({ query }: { query: string }) {
  const t = await getTranslations('tablesCharts.download')
  const href = (format: 'csv' | 'xlsx') => `/api/surveillance/prevalence?${query}&format=${format}`
  return (
    <nav aria-labelledby="download-title" className="space-y-1">
      <h2 id="download-title" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
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
