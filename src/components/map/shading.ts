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
  const classes =
    shown.length === 0
      ? []
      : scale.range().map((colour) => {
          const [from, to] = scale.invertExtent(colour)
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
