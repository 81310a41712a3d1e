import { getTranslations } from 'next-intl/server'
import { FileDownloads } from './FileDownloads'

/** The view on the page as files, from the API with the same choice (and the same withholding). */
export async function DownloadLinks({ query }: { query: string }) {
  const t = await getTranslations('tablesCharts.download')
  return (
    <FileDownloads
      endpoint="/api/surveillance/prevalence"
      query={query}
      labels={{ title: t('title'), csv: t('csv'), xlsx: t('xlsx') }}
    />
  )
}
