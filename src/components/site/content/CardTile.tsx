/** The kinds of card; each has its own icon on the tile (globals.css). */
export type CardKind = 'event' | 'meeting' | 'webinar' | 'project'

/**
 * The picture of a card without an image: one tile for every card of the site (the brand's
 * teal, with an icon of the kind of card), decorative. A plain component, drawn on the server
 * and by client cards alike.
 */
export function CardTile({ kind }: { kind: CardKind }) {
  return (
    <div aria-hidden className="card-media card-tile" data-card-media="tile" data-kind={kind} />
  )
}
