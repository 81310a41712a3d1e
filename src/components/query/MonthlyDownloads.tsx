import { getTranslations } from 'next-intl/server'
import { FileDownloads } from '@/components/tables/FileDownloads'

/** The monthly counts behind the query, as files (members only, like the page). */
export async function MonthlyDownloads({ query }: { query: string }) {
  const t = await getTranslations('databaseQuery.download')
  return (
    <FileDownloads
      endpoint="/api/surveillance/monthly-counts"
      query={query}
      labels={{ title: t('title'), note: t('note'), csv: t('csv'), xlsx: t('xlsx') }}
    />
  )
}
