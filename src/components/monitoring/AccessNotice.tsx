import { getLocale, getTranslations } from 'next-intl/server'
import type { MonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { localePath } from '@/lib/site/localePath'
import { loginWith } from '@/lib/site/routes'

/** Why a registry's analysis is not shown: log in first, or not one of the member's registries. */
export async function AccessNotice({ rows, path }: { rows: MonitoringRows; path: string }) {
  if (rows.ok || rows.status === 400) return null
  const t = await getTranslations('monitoring.access')
  const locale = await getLocale()
  return (
    <p role="alert" className="rounded-md border-2 border-amber-700 bg-amber-50 p-4">
      {rows.status === 401 ? (
        <a className="link" href={localePath(locale, loginWith(path))}>
          {t('login')}
        </a>
      ) : (
        t('forbidden')
      )}
    </p>
  )
}
