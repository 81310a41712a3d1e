import { heroMapUrl } from './heroMapSvg'

/** The hero's picture when the office has chosen none: the mark's map and network, drawn large. */
export function HeroMap() {
  return (
    // A decorative drawing of our own, already at its final size: nothing for next/image to do.
    // Lazy: it is shown on wide screens only, and a hidden lazy image is never fetched, so phones
    // do not spend a connection on it while the page loads.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={heroMapUrl}
      alt=""
      width={384}
      height={384}
      loading="lazy"
      className="mx-auto hidden w-full max-w-sm lg:block"
      data-testid="hero-map"
    />
  )
}
