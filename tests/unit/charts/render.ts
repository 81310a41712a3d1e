import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parsedHtml } from '../../helpers/renderServer'

/** Renders a server component to HTML as the server sends it, and parses it for queries. */
export const render = (element: ReactElement) => parsedHtml(renderToStaticMarkup(element))

export const num = (element: { getAttribute(name: string): string | null }, name: string) => {
  const value = element.getAttribute(name)
  if (value == null) throw new Error(`no attribute ${name}`)
  return Number(value)
}

/**
 * Where the value axis puts `value`, read from two drawn ticks: the ticks'
 * labels and positions are the ground truth a reader sees.
 */
export function yFromTicks(ticks: Array<{ value: number; y: number }>, value: number): number {
  const [a, b] = [ticks[0]!, ticks[ticks.length - 1]!]
  return a.y + ((value - a.value) * (b.y - a.y)) / (b.value - a.value)
}

/** The drawn ticks of the value axis: their label parsed as a number and their line's y. */
export function valueTicks(view: ReturnType<typeof render>, locale: 'pt' | 'en' | 'es') {
  return view.all('[data-axis="value"] [data-tick]').map((tick) => {
    const label = tick.querySelector('[data-tick-label]')!.textContent!
    const normalised =
      locale === 'en' ? label.replace(/,/g, '') : label.replace(/\./g, '').replace(',', '.')
    const line = tick.querySelector('line')!
    return { label, value: Number(normalised), y: num(line, 'y1'), x: num(line, 'x1') }
  })
}
