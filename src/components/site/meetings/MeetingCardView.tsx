'use client'

import { Link } from '@/i18n/navigation'
import { Fragment, type ReactNode } from 'react'
import { CardTile } from '../content/CardTile'
import { ExternalAnchor } from '../content/ExternalAnchor'

/** One line of a card's facts; `href` makes the value a link on this site. */
export type MeetingFact = { label: string; value: string; href?: string }

/** Where to join a meeting or watch its recording; `href` is checked on the server. */
export type MeetingLink = { kind: 'online' | 'recording'; label: string; href: string | null }

/**
 * A meeting or webinar card: the site's tile, the name, its facts and its online links, then
 * whatever the full version adds (`children`). A client component so that the page's React
 * payload carries these words once rather than the card's markup a second time.
 */
export function MeetingCardView({
  kind,
  name,
  heading: Heading = 'h3',
  facts,
  links,
  newWindow,
  children,
}: {
  kind: 'meeting' | 'webinar'
  name: string
  heading?: 'h2' | 'h3'
  facts: MeetingFact[]
  links: MeetingLink[]
  /** "opens in a new window", said after each link. */
  newWindow: string
  children?: ReactNode
}) {
  return (
    <article className="item-card">
      {/* Meetings and webinars have no image: every one shows the site's card tile. */}
      <CardTile kind={kind} />
      <div className="min-w-0 flex-1">
        <Heading className="item-card-title">{name}</Heading>
        <dl className="item-card-facts">
          {facts.map(({ label, value, href }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>
                {href ? (
                  <Link href={href} className="link">
                    {value}
                  </Link>
                ) : (
                  value
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
        {links.length > 0 && (
          // Each link names the meeting for screen readers, as cards list several.
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5" data-testid="meeting-links">
            {links.map(({ kind: linkKind, label, href }) => (
              <li key={linkKind} data-meeting-link={linkKind}>
                <ExternalAnchor href={href} newWindow={newWindow}>
                  {label}
                  <span className="sr-only">: {name}</span>
                </ExternalAnchor>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  )
}
