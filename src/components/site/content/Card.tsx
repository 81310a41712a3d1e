import { Link } from '@/i18n/navigation'
import type { ReactNode } from 'react'

/** A box with a heading; the optional link makes the title the way in. */
export function Card({
  title,
  href,
  children,
  headingLevel = 3,
}: {
  title: string
  href?: string
  children?: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="card">
      <Heading className="card-title">
        {href ? (
          <Link href={href} className="card-link">
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      {children && <div className="mt-2 text-slate-700">{children}</div>}
    </div>
  )
}
