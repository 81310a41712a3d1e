import { latinAmericaMap } from './geometry'
import { landId, neighboursId } from './spriteNames'

/**
 * The map's country outlines as one SVG file the browser fetches once and caches
 * (app/maps/latin-america.svg), instead of about 20 KB of paths written into every page that
 * shows a map, and again into its React payload. Each of the network's countries is a path
 * named by its code; the neighbours, never tinted, are one path named `neighbours`; `land` draws
 * them all, so that a page names only the countries it tints.
 */

export function mapSpriteSvg(): string {
  const map = latinAmericaMap()
  const codes = map.countries.flatMap(({ code }) => (code ? [code] : []))
  const network = map.countries.flatMap(({ code, d }) =>
    code ? [`<path id="${code}" d="${d}"/>`] : [],
  )
  const land = [neighboursId, ...codes].map((id) => `<use href="#${id}"/>`).join('')
  const neighbours = map.countries.flatMap(({ code, d }) => (code ? [] : [d])).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}">`,
    `<path id="${neighboursId}" d="${neighbours}"/>`,
    ...network,
    `<g id="${landId}">${land}</g>`,
    '</svg>',
  ].join('')
}
