import type { Media } from '@/payload-types'
import { safeHref } from '@/lib/site/safeHref'

/**
 * The image at the top of a page (a project's): the card-sized copy for small screens, the
 * upload for wide ones. It says what its alternative text says (nothing when it has none).
 */
export function FeatureImage({ image }: { image: number | Media | null | undefined }) {
  if (!image || typeof image !== 'object' || !image.mimeType?.startsWith('image/')) return null
  const src = safeHref(image.url)
  if (!src) return null
  const card = safeHref(image.sizes?.card?.url)
  const cardWidth = image.sizes?.card?.width
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the office's own uploads, any size
    <img
      src={src}
      srcSet={
        card && cardWidth && image.width
          ? `${card} ${cardWidth}w, ${src} ${image.width}w`
          : undefined
      }
      sizes="(min-width: 768px) 48rem, 100vw"
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      className="max-h-96 w-full max-w-3xl rounded-lg object-cover"
      data-feature-image
    />
  )
}
