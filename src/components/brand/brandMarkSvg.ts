import { markHub, markLand, markLinks, markNodes } from './markGeometry'
import { markColours } from './palette'

export const brandMarkUrl = '/brand/mark.svg'

/** The lines between the mark's nodes, as one path. */
export const markLinksPath = (): string =>
  markLinks.map(([from, to]) => `M${markNodes[from].join(' ')}L${markNodes[to].join(' ')}`).join('')

/**
 * The network's mark: a teal tile with Latin America and a network of registries over it, as
 * the file app/brand/mark.svg serves (the favicon, app/icon.svg, is a bolder cut for 16 px).
 */
export function brandMarkSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${markColours.tile}"/>`,
    ...markLand.map((d) => `<path d="${d}" fill="${markColours.land}"/>`),
    `<path d="${markLinksPath()}" fill="none" stroke="${markColours.link}" stroke-opacity="0.85" stroke-width="1.4" stroke-linecap="round"/>`,
    ...Object.entries(markNodes).map(([name, [cx, cy]]) => {
      const hub = name === markHub
      return `<circle cx="${cx}" cy="${cy}" r="${hub ? 3.1 : 2.3}" fill="${hub ? markColours.hub : markColours.node}" stroke="${markColours.tile}" stroke-width="1.2"/>`
    }),
    '</svg>',
  ].join('')
}
