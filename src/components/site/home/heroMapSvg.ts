import { brandPalette } from '@/components/brand/palette'
import { markLinksPath } from '@/components/brand/brandMarkSvg'
import { markHub, markLand, markNodes } from '@/components/brand/markGeometry'

export const heroMapUrl = '/brand/hero-map.svg'

/**
 * The hero's picture when the office has chosen none: the mark's map and network drawn large,
 * light on the hero's teal backdrop. A file of its own (app/brand/hero-map.svg), so its
 * outlines are fetched once rather than written into the home page and its React payload.
 */
export function heroMapSvg(): string {
  const white = '#ffffff'
  const land = markLand.map(
    (d) =>
      `<path d="${d}" fill="${white}" fill-opacity="0.1" stroke="${brandPalette['brand-300']}" stroke-opacity="0.5" stroke-width="0.3"/>`,
  )
  const nodes = Object.entries(markNodes).map(([name, [cx, cy]]) => {
    const hub = name === markHub
    return (
      `<circle cx="${cx}" cy="${cy}" r="2.6" fill="${brandPalette['brand-300']}" fill-opacity="0.15"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${hub ? 1.5 : 1.1}" fill="${hub ? brandPalette['accent-400'] : white}"/>`
    )
  })
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="2 2 60 60">',
    ...land,
    `<path d="${markLinksPath()}" fill="none" stroke="${brandPalette['brand-200']}" stroke-opacity="0.7" stroke-width="0.5" stroke-linecap="round" stroke-dasharray="0.1 1.4"/>`,
    ...nodes,
    '</svg>',
  ].join('')
}
