import { pdfString } from './winAnsi'

/** A4 in points. */
export const PAGE_WIDTH = 595
export const PAGE_HEIGHT = 842

/** The three standard fonts every page may use, by their resource names. */
export const fonts = {
  bold: { resource: 'F1', baseFont: 'Helvetica-Bold' },
  regular: { resource: 'F2', baseFont: 'Helvetica' },
  italic: { resource: 'F3', baseFont: 'Helvetica-Oblique' },
} as const
export type FontName = keyof typeof fonts

/** A colour as #rrggbb. */
export type Color = `#${string}`

const rgb = (color: Color): string =>
  [1, 3, 5].map((at) => (parseInt(color.slice(at, at + 2), 16) / 255).toFixed(3)).join(' ')

const n = (value: number): string => value.toFixed(2)

/**
 * One page's drawing, written as PDF content-stream operators. Coordinates are in points from
 * the bottom-left corner, as in PDF.
 */
export class PageCanvas {
  private readonly parts: Buffer[] = []

  private op(text: string): void {
    this.parts.push(Buffer.from(`${text}\n`))
  }

  rect(x: number, y: number, width: number, height: number, fill: Color): void {
    this.op(`q ${rgb(fill)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f Q`)
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Color, width = 0.75): void {
    this.op(`q ${rgb(stroke)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S Q`)
  }

  /** Text whose baseline starts at (x, y); `angle` in degrees turns it around that point. */
  text(
    x: number,
    y: number,
    text: string,
    style: { font: FontName; size: number; color: Color; angle?: number },
  ): void {
    const radians = ((style.angle ?? 0) * Math.PI) / 180
    const [cos, sin] = [Math.cos(radians), Math.sin(radians)]
    this.op(
      `BT /${fonts[style.font].resource} ${n(style.size)} Tf ${rgb(style.color)} rg ${n(cos)} ${n(sin)} ${n(-sin)} ${n(cos)} ${n(x)} ${n(y)} Tm`,
    )
    this.parts.push(pdfString(text), Buffer.from(' Tj ET\n'))
  }

  /**
   * Fills an SVG path made of moves, cubic curves and closes (M, C, Z: what the brand mark
   * uses), drawn from `origin` at `scale` points per unit with SVG's y axis pointing down.
   */
  svgPath(d: string, origin: { x: number; y: number; scale: number }, fill: Color): void {
    const point = (x: string, y: string) =>
      `${n(origin.x + Number(x) * origin.scale)} ${n(origin.y - Number(y) * origin.scale)}`
    const ops: string[] = []
    for (const [, command, args] of d.matchAll(/([MCZ])([^MCZ]*)/g)) {
      const values = args!.match(/-?\d*\.?\d+/g) ?? []
      if (command === 'Z') ops.push('h')
      else if (command === 'M') ops.push(`${point(values[0]!, values[1]!)} m`)
      else
        for (let at = 0; at + 5 < values.length; at += 6)
          ops.push(
            `${point(values[at]!, values[at + 1]!)} ${point(values[at + 2]!, values[at + 3]!)} ${point(values[at + 4]!, values[at + 5]!)} c`,
          )
    }
    this.op(`q ${rgb(fill)} rg ${ops.join(' ')} f Q`)
  }

  /** A filled circle, optionally outlined: four Bézier quarter arcs. */
  circle(cx: number, cy: number, r: number, fill: Color, stroke?: { color: Color; width: number }) {
    const k = r * 0.5523
    const arcs = [
      `${n(cx + r)} ${n(cy)} m`,
      `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
      `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
      `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
      `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c`,
    ].join(' ')
    const outline = stroke ? `${rgb(stroke.color)} RG ${n(stroke.width)} w` : ''
    this.op(`q ${rgb(fill)} rg ${outline} ${arcs} ${stroke ? 'B' : 'f'} Q`)
  }

  /** The page's content stream. */
  content(): Buffer {
    return Buffer.concat(this.parts)
  }
}
