import { getTranslations } from 'next-intl/server'
import type { PublicationItem } from '@/lib/site/content/publications'
import { EmptyState } from '../content/EmptyState'
import { ExternalLink } from '../content/ExternalLink'

/** Citations, newest first, each with its link when there is one. */
export async function PublicationList({ items }: { items: PublicationItem[] }) {
  const t = await getTranslations('publications')
  if (!items.length) return <EmptyState />
  return (
    <ol className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-md border border-slate-200 bg-white p-4">
          <p className="whitespace-pre-line text-slate-800">{item.citation}</p>
          {item.link && (
            <p className="mt-2 text-sm">
              <ExternalLink href={item.link}>{t('openLink')}</ExternalLink>
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}
