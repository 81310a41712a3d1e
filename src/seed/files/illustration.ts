import sharp from 'sharp'
import { brandPalette } from '@/components/brand/palette'
import { markHub, markLand, markLinks, markNodes } from '@/components/brand/markGeometry'
import { createSeededRandom } from '@/lib/stats'

/**
 * Generated illustrations for demo events and projects: a tinted gradient with soft light and a
 * dotted texture, and a motif that hints at the subject. No text, so no fonts are needed; the
 * same input always gives the same picture.
 */
export type Motif =
  /** Registries linked as a network. */
  | 'network'
  /** A double helix: genetics. */
  | 'helix'
  /** Bars and a trend line: data and surveillance. */
  | 'chart'
  /** Latin America with the network over it. */
  | 'map'
  /** A calendar grid with marked days: courses and meetings. */
  | 'calendar'
  /** Flowing ribbons: awareness days and campaigns. */
  | 'ribbons'

export type Illustration = { motif: Motif; hue: number; seed: number }

const WIDTH = 1200
const HEIGHT = 675

const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  `hsla(${hue}, ${saturation}%, ${lightness}%, ${alpha})`

function background(hue: number, random: () => number): string {
  // Soft light: circles filled with a radial fade (cheaper to render than a blur filter).
  const glows = Array.from({ length: 4 }, () => {
    const [x, y, r] = [random() * WIDTH, random() * HEIGHT, 220 + random() * 300]
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow)"/>`
  }).join('')
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 60, 22)}"/>
      <stop offset="1" stop-color="${hsl(hue + 30, 55, 42)}"/>
    </linearGradient>
    <pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse">
      <circle cx="2" cy="2" r="1.6" fill="#ffffff" fill-opacity="0.10"/>
    </pattern>
    <radialGradient id="glow">
      <stop offset="0" stop-color="${hsl(hue + 25, 70, 72, 0.3)}"/>
      <stop offset="1" stop-color="${hsl(hue + 25, 70, 72, 0)}"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${glows}
  <rect width="100%" height="100%" fill="url(#dots)"/>`
}

type Point = [number, number]

/** Nodes spread over the right part, each linked to its three nearest neighbours. */
function network(hue: number, random: () => number, area = { x: 420, y: 70, w: 720, h: 540 }) {
  const nodes: Point[] = Array.from({ length: 16 }, () => [
    area.x + random() * area.w,
    area.y + random() * area.h,
  ])
  const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1])
  const links = new Set<string>()
  nodes.forEach((node, i) =>
    nodes
      .map((other, j) => [j, distance(node, other)] as const)
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3)
      .forEach(([j]) => links.add([Math.min(i, j), Math.max(i, j)].join('-'))),
  )
  const lines = [...links]
    .map((key) => key.split('-').map((i) => nodes[Number(i)]!))
    .map(
      ([a, b]) =>
        `<line x1="${a![0].toFixed(0)}" y1="${a![1].toFixed(0)}" x2="${b![0].toFixed(0)}" y2="${b![1].toFixed(0)}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('')
  const circles = nodes
    .map(([x, y], i) => {
      const hub = i === 0
      const r = hub ? 22 : 9 + random() * 8
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r + 10).toFixed(0)}" fill="${hsl(hue, 80, 85, 0.18)}"/>
        <circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${hub ? brandPalette['accent-400'] : '#ffffff'}" stroke="${hsl(hue, 60, 25)}" stroke-width="4"/>`
    })
    .join('')
  return lines + circles
}

function helix(hue: number): string {
  const strand = (phase: number) => {
    const points: string[] = []
    for (let x = -40; x <= WIDTH + 40; x += 10)
      points.push(`${x},${(HEIGHT / 2 + Math.sin(x / 95 + phase) * 150).toFixed(1)}`)
    return points.join(' ')
  }
  const rungs: string[] = []
  for (let x = 20; x < WIDTH; x += 38) {
    const [y1, y2] = [0, Math.PI].map((phase) => HEIGHT / 2 + Math.sin(x / 95 + phase) * 150)
    const depth = (Math.cos(x / 95) + 1) / 2
    rungs.push(
      `<line x1="${x}" y1="${y1!.toFixed(1)}" x2="${x}" y2="${y2!.toFixed(1)}" stroke="${hsl(hue + 40, 80, 80, 0.25 + depth * 0.45)}" stroke-width="6" stroke-linecap="round"/>`,
    )
  }
  return `<g transform="rotate(-12 ${WIDTH / 2} ${HEIGHT / 2})">
    ${rungs.join('')}
    <polyline points="${strand(0)}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="10" stroke-linecap="round"/>
    <polyline points="${strand(Math.PI)}" fill="none" stroke="${brandPalette['accent-400']}" stroke-opacity="0.9" stroke-width="10" stroke-linecap="round"/>
  </g>`
}

function chart(hue: number, random: () => number): string {
  const bars: string[] = []
  const tops: Point[] = []
  const [left, base, step, width] = [150, 585, 82, 52]
  for (let i = 0; i < 12; i++) {
    const height = 110 + i * 22 + random() * 90
    const x = left + i * step
    tops.push([x + width / 2, base - height - 40])
    bars.push(
      `<rect x="${x}" y="${(base - height).toFixed(0)}" width="${width}" height="${height.toFixed(0)}" rx="10" fill="${hsl(hue + 20, 70, 80, 0.35 + i * 0.03)}"/>`,
    )
  }
  const line = tops.map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}`).join(' ')
  const dots = tops
    .map(
      ([x, y]) =>
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="9" fill="#ffffff" stroke="${brandPalette['accent-400']}" stroke-width="5"/>`,
    )
    .join('')
  return `<line x1="110" y1="${base}" x2="${WIDTH - 90}" y2="${base}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
    ${bars.join('')}
    <polyline points="${line}" fill="none" stroke="${brandPalette['accent-400']}" stroke-width="6" stroke-linejoin="round"/>
    ${dots}`
}

function map(hue: number): string {
  // The mark (a 64-unit square) drawn large on the right: its land, links and registries.
  const scale = 9.5
  const [left, top] = [WIDTH - 64 * scale - 40, 20]
  const at = ([u, v]: readonly [number, number]) => [left + u * scale, top + v * scale] as const
  const land = markLand
    .map((d) => `<path d="${d}" fill="${hsl(hue + 10, 55, 70, 0.55)}"/>`)
    .join('')
  const [hubX, hubY] = at(markNodes[markHub])
  const ripples = [70, 130, 190]
    .map(
      (r) =>
        `<circle cx="${hubX}" cy="${hubY}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${(0.5 - r / 500).toFixed(2)}" stroke-width="3"/>`,
    )
    .join('')
  const links = markLinks
    .map(([from, to]) => {
      const [[x1, y1], [x2, y2]] = [at(markNodes[from]), at(markNodes[to])]
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="8" stroke-linecap="round"/>`
    })
    .join('')
  const nodes = Object.entries(markNodes)
    .map(([name, node]) => {
      const [cx, cy] = at(node)
      const hub = name === markHub
      return `<circle cx="${cx}" cy="${cy}" r="${hub ? 28 : 20}" fill="${hub ? brandPalette['accent-400'] : '#ffffff'}" stroke="${hsl(hue, 60, 25)}" stroke-width="8"/>`
    })
    .join('')
  return `<g transform="translate(${left} ${top}) scale(${scale})">${land}</g>${ripples}${links}${nodes}`
}

function calendar(hue: number, random: () => number): string {
  const cells: string[] = []
  const [columns, rows, size, gap] = [7, 5, 80, 16]
  const left = WIDTH - columns * (size + gap) - 80
  const top = (HEIGHT - rows * (size + gap)) / 2 + 40
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++) {
      const marked = random() < 0.16
      cells.push(
        `<rect x="${left + column * (size + gap)}" y="${top + row * (size + gap)}" width="${size}" height="${size}" rx="16" fill="${marked ? brandPalette['accent-400'] : hsl(hue, 60, 88, 0.22)}"/>`,
      )
    }
  return `<rect x="${left - 24}" y="${top - 76}" width="${columns * (size + gap) + 32}" height="52" rx="16" fill="${hsl(hue, 60, 90, 0.3)}"/>
    ${cells.join('')}`
}

function ribbons(hue: number): string {
  return [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 200 + i * 80
      const amplitude = 70 + i * 12
      const path = `M -50 ${y} C 300 ${y - amplitude}, 500 ${y + amplitude}, 800 ${y} S 1150 ${y - amplitude}, 1260 ${y}`
      const color = i === 2 ? brandPalette['accent-400'] : hsl(hue + i * 12, 70, 80, 0.3 + i * 0.1)
      return `<path d="${path}" fill="none" stroke="${color}" stroke-width="${26 - i * 3}" stroke-linecap="round"/>`
    })
    .join('')
}

function motifLayer(illustration: Illustration, random: () => number): string {
  const { motif, hue } = illustration
  switch (motif) {
    case 'network':
      return network(hue, random)
    case 'helix':
      return helix(hue)
    case 'chart':
      return chart(hue, random)
    case 'map':
      return map(hue)
    case 'calendar':
      return calendar(hue, random)
    case 'ribbons':
      return ribbons(hue)
  }
}

export function illustrationSvg(illustration: Illustration): string {
  const random = createSeededRandom(illustration.seed)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${background(illustration.hue, random)}
  ${motifLayer(illustration, random)}
</svg>`
}

/**
 * The illustration as a JPEG (1200 × 675): gradients compress far better than in PNG. The media
 * collection makes the smaller sizes.
 */
export async function makeIllustrationJpeg(illustration: Illustration): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(illustration)))
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer()
}
