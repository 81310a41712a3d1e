import type { FileDoc } from '@/lib/site/media'
import { safeHref } from '@/lib/site/safeHref'
import { CardTile, type CardKind } from './CardTile'

type Sized = FileDoc & {
  width?: number | null
  sizes?: { thumbnail?: { url?: string | null; width?: number | null } | null } | null
}

/**
 * The picture beside a card's title: the card's image when it has one, otherwise one tile for
 * every card of the site (the brand's teal, with an icon of the kind of card). The tile is
 * decorative; an image says what its alternative text says (nothing when it has none).
 */
export function CardMedia({ image, kind }: { image?: Sized | null; kind: CardKind }) {
  const src = safeHref(image?.mimeType?.startsWith('image/') ? image.url : null)
  if (image && src) {
    const thumb = safeHref(image.sizes?.thumbnail?.url)
    const thumbWidth = image.sizes?.thumbnail?.width
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the office's own uploads, any size
      <img
        src={src}
        srcSet={
          thumb && thumbWidth && image.width
            ? `${thumb} ${thumbWidth}w, ${src} ${image.width}w`
            : undefined
        }
        sizes="(min-width: 640px) 7rem, 5rem"
        alt={image.alt ?? ''}
        loading="lazy"
        className="card-media object-cover"
        data-card-media="image"
      />
    )
  }
  return <CardTile kind={kind} />
}
