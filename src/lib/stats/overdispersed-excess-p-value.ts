import { assertValidNumber } from './assert-valid-number'
import { incbet } from './cephes-ready'

export interface OverdispersedExcessPValueInput {
  /** Cases in the period under surveillance. */
  observed: number
  /** Cases in the baseline the rate was estimated from. */
  baselineCases: number
  /** The period's share of the two periods' births (excessPValue's share). */
  share: number
  /** Variance over mean of the observed count (1 + κ·expected for a year-to-year variance κ). */
  observedDispersion: number
  /** The same for the baseline's cases. */
  baselineDispersion: number
}

/**
 * excessPValue when counts vary more than Poisson: each count is divided by
 * its dispersion (its variance over its mean), the quasi-likelihood's
 * "effective counts", and the exact conditional test is read on them,
 *
 *   p = I_s(O/φ_O, B/φ_B + 1),  s = (π/φ_O) / (π/φ_O + (1 − π)/φ_B)
 *
 * with π the births' share (cephes' incbet, R's `pbeta(s, O/φ_O, B/φ_B + 1)`).
 * With both dispersions 1 this is excessPValue exactly.
 *
 * @throws {RangeError} on counts that are not non-negative integers, a share outside 0–1 or a dispersion < 1.
 */
export function overdispersedExcessPValue({
  observed,
  baselineCases,
  share,
  observedDispersion,
  baselineDispersion,
}: OverdispersedExcessPValueInput): number {
  assertValidNumber(observed, 'observed', 'count')
  assertValidNumber(baselineCases, 'baselineCases', 'count')
  assertValidNumber(share, 'share', 'proportion')
  for (const [name, value] of [
    ['observedDispersion', observedDispersion],
    ['baselineDispersion', baselineDispersion],
  ] as const)
    if (!(value >= 1) || !Number.isFinite(value))
      throw new RangeError(`${name} must be a finite number ≥ 1 (received ${String(value)})`)
  if (observed === 0) return 1
  if (share === 0) return 0
  if (share === 1) return 1
  const now = share / observedDispersion
  const before = (1 - share) / baselineDispersion
  return incbet(
    observed / observedDispersion,
    baselineCases / baselineDispersion + 1,
    now / (now + before),
  )
}
