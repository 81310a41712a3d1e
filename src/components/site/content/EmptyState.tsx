import { getTranslations } from 'next-intl/server'

/** SPEC's "No items available." for an empty list, in the visitor's language. */
export async function EmptyState() {
  const t = await getTranslations('common')
  return (
    <p
      data-testid="empty-state"
      className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-600"
    >
      {t('noItems')}
    </p>
  )
}
