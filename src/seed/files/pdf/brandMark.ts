import { markColours } from '@/components/brand/palette'
import { markHub, markLand, markLinks, markNodes } from '@/components/brand/markGeometry'
import type { Color, PageCanvas } from './pageCanvas'

/**
 * The network's mark (src/components/brand) on a PDF page, without its tile: Latin America
 * and the network of registries. (x, y) is the top-left corner of its 64-unit square.
 */
export function drawBrandMark(canvas: PageCanvas, x: number, y: number, size: number): void {
  const scale = size / 64
  const at = ([u, v]: readonly [number, number]) => [x + u * scale, y - v * scale] as const
  for (const d of markLand) canvas.svgPath(d, { x, y, scale }, markColours.land as Color)
  for (const [from, to] of markLinks) {
    const [x1, y1] = at(markNodes[from])
    const [x2, y2] = at(markNodes[to])
    canvas.line(x1, y1, x2, y2, markColours.link as Color, 1.4 * scale)
  }
  for (const [name, node] of Object.entries(markNodes)) {
    const [cx, cy] = at(node)
    const hub = name === markHub
    canvas.circle(cx, cy, (hub ? 3.1 : 2.3) * scale, (hub ? markColours.hub : '#ffffff') as Color, {
      color: markColours.tile as Color,
      width: 1.2 * scale,
    })
  }
}
