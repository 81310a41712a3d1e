import { brandMarkUrl } from './brandMarkSvg'

/**
 * The network's mark, as its file: fetched once and cached rather than drawn into every page
 * and its React payload. Decorative by default (the name is always written beside it); give a
 * title to make it an image.
 */
export function BrandMark({
  className,
  title,
  size,
}: {
  className?: string
  title?: string
  /** Its width and height in CSS pixels, reserved before the file arrives. */
  size?: number
}) {
  return (
    // A drawing of our own at its final size: nothing for next/image to do.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={brandMarkUrl}
      alt={title ?? ''}
      width={size}
      height={size}
      className={className}
      data-brand-mark=""
    />
  )
}
