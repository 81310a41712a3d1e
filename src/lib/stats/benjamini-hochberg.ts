import { presentPValues } from './present-p-values'

/**
 * Benjamini–Hochberg adjusted p-values (q-values; J R Stat Soc B 1995), as
 * R's `p.adjust(p, "BH")`: with the m present p-values sorted in increasing
 * order p₍₁₎ ≤ … ≤ p₍ₘ₎,
 *
 *   q₍ᵢ₎ = min(1, min over j ≥ i of (m / j)·p₍ⱼ₎)
 *
 * returned in input order. Rejecting every q < α controls the false discovery
 * rate at α across the m tests.
 *
 * NaN (R's NA, a test that could not be run) stays NaN in place and does
 * not count among the m tests, as in R. With m ≤ 1 the values come back
 * unchanged.
 *
 * @example
 * benjaminiHochberg([0.01, 0.04, 0.03, 0.2]) // [0.04, 0.0533…, 0.0533…, 0.2]
 * benjaminiHochberg([0.01, Number.NaN, 0.02]) // [0.02, NaN, 0.02]
 *
 * @throws {RangeError} unless every value is NaN or a number from 0 to 1.
 */
export function benjaminiHochberg(p: readonly number[]): number[] {
  const present = presentPValues(p)
  const adjusted = [...p]
  const m = present.length
  if (m <= 1) return adjusted
  // From the largest p-value down, the running minimum of (m / rank)·p;
  // sort is stable, and ties end up with the same q whatever their order.
  const descending = [...present].sort((a, b) => p[b]! - p[a]!)
  let runningMinimum = Number.POSITIVE_INFINITY
  descending.forEach((index, position) => {
    const rank = m - position
    runningMinimum = Math.min(runningMinimum, (m / rank) * p[index]!)
    adjusted[index] = Math.min(1, runningMinimum)
  })
  return adjusted
}
