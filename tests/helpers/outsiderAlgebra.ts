/**
 * An outsider's algebra for the disclosure attack tests: every published number is a linear
 * equation over the unknown true counts, and a withheld count is given away exactly when its
 * vector is a combination of those equations. Gaussian elimination modulo a prime, independent
 * of the code under test (a combination over the rationals is one modulo p, so nothing is
 * missed).
 */

const P = 1_000_003
export const mod = (value: number) => ((value % P) + P) % P
function inverse(value: number): number {
  let [a, b, x, y] = [mod(value), P, 1, 0]
  while (b) {
    const q = Math.floor(a / b)
    ;[a, b, x, y] = [b, a - q * b, y, x - q * y]
  }
  return mod(x)
}

/** The published equations, kept reduced (row echelon, pivots by column). */
export class Span {
  private pivots = new Map<number, number[]>()
  /** v reduced by every equation: zero exactly when v is a combination of them. */
  reduce(vector: number[]): number[] {
    const v = vector.map(mod)
    for (const [column, row] of this.pivots) {
      const factor = v[column]!
      if (factor === 0) continue
      for (let j = 0; j < v.length; j++) if (row[j]) v[j] = mod(v[j]! - factor * row[j]!)
    }
    return v
  }
  add(vector: number[]): void {
    const v = this.reduce(vector)
    const column = v.findIndex((value) => value !== 0)
    if (column === -1) return
    const scale = inverse(v[column]!)
    const row = v.map((value) => mod(value * scale))
    for (const other of this.pivots.values()) {
      const factor = other[column]!
      if (factor === 0) continue
      for (let j = 0; j < other.length; j++)
        if (row[j]) other[j] = mod(other[j]! - factor * row[j]!)
    }
    this.pivots.set(column, row)
  }
}

type Withheld = readonly [key: string, vector: number[]]

/**
 * Every sum of withheld small counts (true total below `threshold`), with any choice of the
 * withheld zeros added, that the published equations give away; named by its counts' keys.
 * Empty when the promise holds. `valueOf` gives a vector's true value (the test knows the truth).
 */
export function recoverableSmallSums(
  span: Span,
  small: Withheld[],
  zeros: Withheld[],
  valueOf: (vector: number[]) => number,
  threshold: number,
  width: number,
): string[] {
  const recovered: string[] = []
  const givenAway = (vector: number[]) => span.reduce(vector).every((value) => value === 0)
  const visit = (start: number, chosen: string[], total: number, sum: number[]) => {
    for (let i = start; i < small.length; i++) {
      const [key, vector] = small[i]!
      const value = valueOf(vector)
      if (total + value >= threshold) continue
      const next = sum.map((entry, j) => entry + vector[j]!)
      for (let mask = 0; mask < 1 << zeros.length; mask++) {
        const withZeros = next.map(
          (entry, j) =>
            entry + zeros.reduce((add, [, zero], z) => add + (mask & (1 << z) ? zero[j]! : 0), 0),
        )
        if (givenAway(withZeros)) recovered.push([...chosen, key].join(' + '))
      }
      visit(i + 1, [...chosen, key], total + value, next)
    }
  }
  visit(0, [], 0, Array<number>(width).fill(0))
  return recovered
}
