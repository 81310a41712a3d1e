import { getTranslations } from 'next-intl/server'
import { isActiveRegistry } from '@/lib/registries/status'

/** "Inactive" beside an inactive registry's name; nothing for an active one. */
export async function InactiveBadge({ registry }: { registry: { status?: string | null } }) {
  if (isActiveRegistry(registry)) return null
  const t = await getTranslations('characteristics')
  return (
    <span
      className="ml-2 inline-block rounded-full bg-slate-200 px-2 py-0.5 align-middle text-xs font-semibold text-slate-800"
      data-registry-status="inactive"
    >
      {t('inactive')}
    </span>
  )
}
