import { extent } from 'd3-array'
import { scaleQuantize } from 'd3-scale'
import { sequential } from '../charts/palette'

/** How one registry's marker is drawn. */
export type Shade =
  /** A value: the colour of its class. */
  | { kind: 'value'; value: number; colour: string }
  /** Withheld from this reader (a small number): never a colour that reads as a rate. */
  | { kind: 'withheld' }
  /** No value (not available, or not computed). */
  | { kind: 'none' }

export interface ShadeClass {
  from: number
  to: number
  colour: string
}

export interface MapShading {
  /** The classes of the legend, lightest first; empty when no registry has a value. */
  classes: ShadeClass[]
  shadeOf: (code: string) => Shade
}

/** The legend writes rates with one decimal: no class is narrower. */
const RESOLUTION = 0.1
/** A bound without binary noise (2.4000000000000004 → 2.4). */
const tidy = (value: number) => Number(value.toFixed(6))

/**
 * Equal-width classes (five shades of the sequential palette) over the values
 * of the registries shown, with rounded bounds. A registry whose value is
 * withheld takes no part in the classes and is never given a class colour;
 * one without a finite value has no shade.
 */
export function mapShading(
  codes: readonly string[],
  values: Record<string, number | null | undefined>,
  withheld: readonly string[] = [],
): MapShading {
  const hidden = new Set(withheld)
  const valueOf = (code: string): number | null => {
    const value = values[code]
    return !hidden.has(code) && value != null && Number.isFinite(value) ? value : null
  }
  const shown = codes.flatMap((code) => {
    const value = valueOf(code)
    return value === null ? [] : [value]
  })
  const [low = 0, high = 0] = extent(shown)
  const scale = scaleQuantize<string>()
    .domain([low, high > low ? high : low + 1])
    .range(sequential)
    .nice()
  // Classes narrower than the legend's rounding would read "2,4 a 2,4": fewer, wider ones then
  // (the darker shades, so none looks like a marker without a value).
  const [from, to] = scale.domain() as [number, number]
  const fit = Math.min(sequential.length, Math.floor((to - from) / RESOLUTION + 1e-9))
  let bounds: [number, number][] | null = null
  if (fit < sequential.length) {
    const count = Math.max(1, fit)
    const start = Math.floor(from / RESOLUTION + 1e-9) * RESOLUTION
    const width = Math.max(1, Math.ceil((to - start) / count / RESOLUTION - 1e-9)) * RESOLUTION
    bounds = Array.from({ length: count }, (_, index) => [
      tidy(start + index * width),
      tidy(start + (index + 1) * width),
    ])
    scale
      .domain([bounds[0]![0], bounds[count - 1]![1]])
      .range(sequential.slice(sequential.length - count))
  }
  const classes =
    shown.length === 0
      ? []
      : scale.range().map((colour, index) => {
          const [from, to] = bounds?.[index] ?? scale.invertExtent(colour)
          return { from, to, colour }
        })
  return {
    classes,
    shadeOf: (code) => {
      if (hidden.has(code)) return { kind: 'withheld' }
      const value = valueOf(code)
      return value === null ? { kind: 'none' } : { kind: 'value', value, colour: scale(value) }
    },
  }
}
