import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { safeHref } from '@/lib/site/safeHref'

/** A link that leaves the site in a new window; unsafe addresses render as plain text. */
export async function ExternalLink({
  href,
  children,
  className = 'link',
}: {
  href: string | null | undefined
  children: ReactNode
  className?: string
}) {
  const t = await getTranslations('common')
  const safe = safeHref(href)
  if (!safe) return <span>{children}</span>
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({t('newWindow')})</span>
    </a>
  )
}
