/**
 * Sample quantile by linear interpolation between order statistics, R's
 * default `quantile(values, probability, type = 7)`: with the values sorted
 * as x₀ ≤ … ≤ xₙ₋₁ and h = (n − 1)·probability, the result is
 * x⌊h⌋ + (h − ⌊h⌋)(x⌊h⌋₊₁ − x⌊h⌋).
 *
 * `sorted` must be sorted ascending and non-empty; probability in [0, 1].
 *
 * @example quantileType7([1, 2, 4, 10], 0.25) // 1.75
 */
export function quantileType7(sorted: readonly number[], probability: number): number {
  const position = (sorted.length - 1) * probability
  const below = Math.floor(position)
  const fraction = position - below
  const low = sorted[below]!
  return fraction === 0 ? low : low + fraction * (sorted[below + 1]! - low)
}
