import type { ReactNode } from 'react'

/**
 * A link that leaves the site in a new window, its address already checked (safeHref): without
 * one it renders as plain text. `newWindow` is said after the link. A plain component, so that
 * server components (ExternalLink) and client cards draw the same link.
 */
export function ExternalAnchor({
  href,
  newWindow,
  children,
  className = 'link',
}: {
  href: string | null
  newWindow: string
  children: ReactNode
  className?: string
}) {
  if (!href) return <span>{children}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> ({newWindow})</span>
    </a>
  )
}
