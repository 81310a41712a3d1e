import { heroMapUrl } from './heroMapSvg'

/** The hero's picture when the office has chosen none: the mark's map and network, drawn large. */
export function HeroMap() {
  return (
    // A decorative drawing of our own, already at its final size: nothing for next/image to do.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={heroMapUrl}
      alt=""
      width={384}
      height={384}
      className="mx-auto hidden w-full max-w-sm lg:block"
      data-testid="hero-map"
    />
  )
}
