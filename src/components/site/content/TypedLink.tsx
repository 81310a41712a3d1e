import type { ReactNode } from 'react'
import { getLocale } from 'next-intl/server'
import { localePath } from '@/lib/site/localePath'
import { sameSitePath } from '@/lib/site/safeHref'
import { ExternalLink } from './ExternalLink'

/**
 * A link the office typed: a path on this site opens in place, any other address in a new
 * window (ExternalLink renders an unsafe one as plain text).
 */
export async function TypedLink({
  href,
  children,
}: {
  href: string | null | undefined
  children: ReactNode
}) {
  const path = sameSitePath(href?.trim())
  if (path) {
    const address = localePath(await getLocale(), path)
    return (
      <a href={address} className="link">
        {children}
      </a>
    )
  }
  return <ExternalLink href={href}>{children}</ExternalLink>
}
