import type { ReactNode } from 'react'
import { Link } from '@/i18n/navigation'
import { EmptyState } from '../content/EmptyState'

/** A labelled place on the home page ("Next edition"); the empty state when there is nothing to show. */
export function Slot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="slot-label">{label}</p>
      {children || <EmptyState />}
    </div>
  )
}

/** Section heading with a "see all" link to the full page. */
export function SlotHeading({
  id,
  title,
  href,
  seeAll,
}: {
  id: string
  title: string
  href: string
  seeAll: string
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <Link href={href} className="link text-sm">
        {seeAll}
        <span className="sr-only">: {title}</span>
      </Link>
    </div>
  )
}
