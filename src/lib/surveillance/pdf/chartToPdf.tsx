import { Circle, G, Line, Path, Rect, Svg, Text, Tspan } from '@react-pdf/renderer'
import {
  Children,
  createElement,
  Fragment,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { ChartFrame } from '@/components/charts/ChartFrame'
import type { LegendItem } from '@/components/charts/ChartLegend'
import { gaps } from '@/components/charts/palette'
import { pdfText } from './pdfText'

/** A chart of the site drawn as the PDF's vector graphics, with its title and legend. */
export interface PdfChart {
  title: string
  legend: LegendItem[]
  /** The drawing, `width` points wide. */
  drawing: ReactElement
}

type Props = Record<string, unknown>
type FrameProps = Parameters<typeof ChartFrame>[0]

/** The chart's font size (ChartFrame's SVG): `em` lengths are read against it. */
const FONT_SIZE = 12

/** SVG attributes the PDF's drawing reads; the rest (ids, data-*, roles) say nothing on paper. */
const DRAWN = new Set([
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'width',
  'height',
  'd',
  'fill',
  'fillOpacity',
  'stroke',
  'strokeWidth',
  'strokeDasharray',
  'transform',
  'textAnchor',
])

const em = (value: unknown): number => {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return 0
  const number = parseFloat(value)
  if (!Number.isFinite(number)) return 0
  return value.endsWith('em') ? number * FONT_SIZE : number
}

/** The attributes of one SVG element as react-pdf's SVG elements take them. */
function drawnProps(props: Props): Props {
  const out: Props = {}
  for (const [name, value] of Object.entries(props)) {
    if (DRAWN.has(name) && value !== undefined && value !== null) out[name] = value
  }
  // A pattern fill (hatched gap columns, withheld values): the PDF draws no patterns, so a light
  // solid fill, outlined so that it never looks like a column not available (plain light grey).
  if (typeof out.fill === 'string' && out.fill.startsWith('url(')) {
    out.fill = gaps.suppressed
    out.fillOpacity = 0.3
    out.stroke = gaps.suppressed
    out.strokeWidth = 1
  }
  return out
}

/**
 * A function component's element replaced by what it renders, until an SVG element (or text) is
 * left. The charts are plain functions of their props (no state, no effects), as on the server.
 */
function rendered(node: ReactNode, until?: unknown): ReactNode {
  let current = node
  while (isValidElement(current) && typeof current.type === 'function' && current.type !== until) {
    const render = current.type as (props: Props) => ReactNode
    current = render(current.props as Props)
  }
  return current
}

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('')

/** react-pdf's SVG elements by the SVG element they draw; others (title, desc, defs) are left out. */
const ELEMENTS: Record<string, ComponentType<Props>> = {
  g: G as unknown as ComponentType<Props>,
  path: Path as unknown as ComponentType<Props>,
  line: Line as unknown as ComponentType<Props>,
  rect: Rect as unknown as ComponentType<Props>,
  circle: Circle as unknown as ComponentType<Props>,
}
const SvgText = Text as unknown as ComponentType<Props>
const SvgTspan = Tspan as unknown as ComponentType<Props>

/** One `<text>`: its lines (`<tspan>`s, each with its own x and dy) placed at absolute positions. */
function textElement(props: Props, key: string | number): ReactElement {
  const own: Props = { ...drawnProps(props), fontFamily: 'Helvetica', fontSize: FONT_SIZE }
  const baseY = em(props.y) + em(props.dy)
  const lines = Children.toArray(props.children as ReactNode).filter(isValidElement)
  if (props.fontWeight !== undefined && Number(props.fontWeight) >= 600) {
    own.fontFamily = 'Helvetica-Bold'
  }
  if (lines.length === 0) {
    return createElement(
      SvgText,
      { key, ...own, y: baseY },
      createElement(SvgTspan, { x: own.x, y: baseY }, pdfText(textOf(props.children as ReactNode))),
    )
  }
  let y = baseY
  return createElement(
    SvgText,
    { key, ...own, y: baseY },
    lines.map((line, row) => {
      const lineProps = line.props as Props
      y += em(lineProps.dy)
      return createElement(
        SvgTspan,
        { key: row, x: lineProps.x ?? own.x, y },
        pdfText(textOf(lineProps.children as ReactNode)),
      )
    }),
  )
}

/** The SVG content of a chart, element by element, as react-pdf's SVG elements. */
function converted(node: ReactNode, key: string | number = 0): ReactNode {
  const element = rendered(node)
  if (Array.isArray(element)) return element.map((child, index) => converted(child, index))
  if (!isValidElement(element)) return null
  const props = element.props as Props
  const children = () =>
    Children.toArray(props.children as ReactNode).map((child, index) => converted(child, index))
  if (element.type === Fragment) return children()
  if (element.type === 'text') return textElement(props, key)
  const drawn = typeof element.type === 'string' ? ELEMENTS[element.type] : undefined
  // Titles and descriptions are the page's words for screen readers; patterns are not drawn.
  if (!drawn) return null
  return createElement(drawn, { key, ...drawnProps(props) }, ...children())
}

/**
 * One of the site's charts (TrendChart, EndemicChannelChart, ScanChart…) as the PDF's vector
 * graphics: the same SVG drawing the page shows and downloads, scaled to `width` points.
 */
export function chartToPdf(chart: ReactElement, width: number): PdfChart {
  const frame = rendered(chart, ChartFrame)
  if (!isValidElement(frame) || frame.type !== ChartFrame) {
    throw new Error('chartToPdf: not a chart drawn in a ChartFrame')
  }
  const { title, legend = [], size, children } = frame.props as FrameProps
  const drawing = (
    <Svg
      width={width}
      height={(width * size.height) / size.width}
      viewBox={`0 0 ${size.width} ${size.height}`}
    >
      {converted(<>{children}</>)}
    </Svg>
  )
  return { title, legend, drawing }
}
