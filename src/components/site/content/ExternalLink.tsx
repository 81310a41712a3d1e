import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { safeHref } from '@/lib/site/safeHref'
import { ExternalAnchor } from './ExternalAnchor'

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
  return (
    <ExternalAnchor href={safeHref(href)} newWindow={t('newWindow')} className={className}>
      {children}
    </ExternalAnchor>
  )
}
