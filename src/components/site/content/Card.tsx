import Link from 'next/link'
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
    <div className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-200 hover:shadow-md">
      <Heading className="text-lg font-semibold text-brand-800">
        {href ? (
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
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
