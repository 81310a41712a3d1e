import { presentPValues } from './present-p-values'

/**
 * Holm's step-down adjusted p-values (Scand J Stat 1979), as R's
 * `p.adjust(p, "holm")`: with the m present p-values sorted in increasing
 * order p₍₁₎ ≤ … ≤ p₍ₘ₎,
 *
 *   p̃₍ᵢ₎ = min(1, max over j ≤ i of (m − j + 1)·p₍ⱼ₎)
 *
 * returned in input order. Rejecting every p̃ < α controls the family-wise
 * error rate at α across the m tests.
 *
 * NaN (R's NA, a test that could not be run) stays NaN in place and does
 * not count among the m tests, as in R. With m ≤ 1 the values come back
 * unchanged.
 *
 * @example
 * holm([0.01, 0.04, 0.03, 0.2]) // [0.04, 0.09, 0.09, 0.2]
 *
 * @throws {RangeError} unless every value is NaN or a number from 0 to 1.
 */
export function holm(p: readonly number[]): number[] {
  const present = presentPValues(p)
  const adjusted = [...p]
  const m = present.length
  if (m <= 1) return adjusted
  const ascending = [...present].sort((a, b) => p[a]! - p[b]!)
  let runningMaximum = Number.NEGATIVE_INFINITY
  ascending.forEach((index, position) => {
    runningMaximum = Math.max(runningMaximum, (m - position) * p[index]!)
    adjusted[index] = Math.min(1, runningMaximum)
  })
  return adjusted
}
