import { presentPValues } from './present-p-values'

/**
 * Weighted Benjamini–Hochberg adjusted p-values (Genovese, Roeder and
 * Wasserman, Biometrika 2006): each p-value is divided by its weight, the
 * weights of the m present p-values scaled to average 1, and the quotients
 * go through Benjamini–Hochberg, as R's `p.adjust(p / (w / mean(w)), "BH")`:
 *
 *   q₍ᵢ₎ = min(1, min over j ≥ i of (m / j)·(p/w)₍ⱼ₎)
 *
 * returned in input order. Rejecting every q < α still controls the false
 * discovery rate at α; a test with a larger weight needs less evidence, the
 * others more, as decided before seeing the data. Equal weights give
 * `benjaminiHochberg`.
 *
 * NaN (R's NA, a test that could not be run) stays NaN in place and counts
 * neither among the m tests nor in the weights' average.
 *
 * @example
 * weightedBenjaminiHochberg([0.01, 0.04, 0.03, 0.2], [2, 1, 0.5, 0.5]) // [0.02, 0.08, 0.08, 0.4]
 *
 * @throws {RangeError} unless every p is NaN or a number from 0 to 1, and
 *   every weight a positive finite number, one per p-value.
 */
export function weightedBenjaminiHochberg(
  p: readonly number[],
  weights: readonly number[],
): number[] {
  const present = presentPValues(p)
  if (!Array.isArray(weights) || weights.length !== p.length)
    throw new RangeError('weights must be an array with one weight per p-value')
  weights.forEach((weight, index) => {
    if (!(typeof weight === 'number' && Number.isFinite(weight) && weight > 0))
      throw new RangeError(
        `weights[${index}] must be a positive finite number (received ${String(weight)})`,
      )
  })
  const adjusted = [...p]
  const m = present.length
  if (m === 0) return adjusted
  const mean = present.reduce((sum, index) => sum + weights[index]!, 0) / m
  const quotient = (index: number) => p[index]! / (weights[index]! / mean)
  // From the largest quotient down, the running minimum of (m / rank)·quotient.
  const descending = [...present].sort((a, b) => quotient(b) - quotient(a))
  let runningMinimum = Number.POSITIVE_INFINITY
  descending.forEach((index, position) => {
    const rank = m - position
    runningMinimum = Math.min(runningMinimum, (m / rank) * quotient(index))
    adjusted[index] = Math.min(1, runningMinimum)
  })
  return adjusted
}
