import { getTranslations } from 'next-intl/server'
import { failedNotices, type QueryNotice } from '@/lib/surveillance/present/queryNotice'

/** What saving or deleting a query came to: a status, or an alert when it failed. */
export async function QueryNoticeMessage({ notice }: { notice: QueryNotice | null }) {
  if (!notice) return null
  const t = await getTranslations('databaseQuery.notice')
  const failed = failedNotices.includes(notice)
  return (
    <p
      role={failed ? 'alert' : 'status'}
      data-notice={notice}
      className={
        failed
          ? 'rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900'
          : 'rounded-md border-2 border-green-700 bg-green-50 p-3 text-green-900'
      }
    >
      {t(notice)}
    </p>
  )
}
