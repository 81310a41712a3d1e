'use client'

import { Card } from './Card'

export type LinkCard = { title: string; text: string; href: string }

/**
 * Cards of a title link and a line of text, in a grid. A client component so that the page's
 * React payload carries the cards' words once, not their markup a second time.
 */
export function CardGrid({ cards }: { cards: LinkCard[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ title, text, href }) => (
        <Card key={title} title={title} href={href}>
          {text}
        </Card>
      ))}
    </div>
  )
}
