import { latinAmericaMap } from './geometry'
import { neighboursId } from './spriteNames'

export { mapSpriteUrl, neighboursId } from './spriteNames'

/**
 * The map's country outlines as one SVG file the browser fetches once and caches
 * (app/maps/latin-america.svg), instead of about 20 KB of paths written into every page that
 * shows a map, and again into its React payload. Each of the network's countries is a path
 * named by its code; the neighbours, never tinted, are one path named `neighbours`.
 */

export function mapSpriteSvg(): string {
  const map = latinAmericaMap()
  const network = map.countries.flatMap(({ code, d }) =>
    code ? [`<path id="${code}" d="${d}"/>`] : [],
  )
  const neighbours = map.countries.flatMap(({ code, d }) => (code ? [] : [d])).join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}">`,
    `<path id="${neighboursId}" d="${neighbours}"/>`,
    ...network,
    '</svg>',
  ].join('')
}
