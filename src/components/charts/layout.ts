import type { Plot } from './Axes'

/** The drawing size of the charts; the SVG's viewBox scales it to the page. */
export const chartSize = { width: 640, height: 320 }

/** The plot area inside a chart of `size`, leaving room for the axes. */
export const plotArea = (
  size: { width: number; height: number },
  margin: Partial<{ top: number; right: number; bottom: number; left: number }> = {},
): Plot => {
  const { top = 16, right = 20, bottom = 40, left = 64 } = margin
  return { left, right: size.width - right, top, bottom: size.height - bottom }
}

/** The largest finite value, or `fallback` when there is none. */
export const maxOf = (values: Array<number | null | undefined>, fallback = 1): number => {
  const finite = values.filter((value): value is number => value != null && Number.isFinite(value))
  const max = finite.length ? Math.max(...finite) : fallback
  return max > 0 ? max : fallback
}

/** Drawing units to a tenth: finer than a screen shows, and a page carries every number twice. */
export const tenth = (value: number): number => Math.round(value * 10) / 10
