import { ndtri } from './cephes-ready'

/**
 * The p-quantile of a distribution on 0, 1, 2, …: the smallest y with
 * P(Y ≤ y) ≥ p, searched from the normal approximation mean + sd·Φ⁻¹(p).
 * As R's qpois and qnbinom, p is first lowered by 64 machine epsilons
 * ("fuzz to ensure left continuity"), so a distribution function that reaches
 * p only up to rounding still gives the lower value. The search gallops
 * (steps doubling) to bracket the answer, then halves the bracket: a start far
 * from the answer (a mean of 1e12 with a wide spread) costs a few dozen
 * evaluations, not one per integer. Past 2^53 doubles no longer hold every
 * integer, so there the normal approximation is the answer (a threshold that
 * large, from a mean estimated with a huge error, flags nothing anyway).
 */
export function discreteQuantile(
  p: number,
  distribution: (y: number) => number,
  mean: number,
  sd: number,
): number {
  const target = p * (1 - 64 * Number.EPSILON)
  const reaches = (y: number) => distribution(y) >= target
  const start = Math.max(0, Math.round(mean + sd * ndtri(p)))
  if (!(start < Number.MAX_SAFE_INTEGER)) return start
  // lo: largest known y that does not reach p (−1: none); hi: smallest known y that does.
  let lo: number
  let hi: number
  if (reaches(start)) {
    hi = start
    lo = start - 1
    for (let step = 1; lo >= 0 && reaches(lo); step *= 2) {
      hi = lo
      lo = Math.max(-1, hi - step)
    }
  } else {
    lo = start
    hi = start + 1
    for (let step = 1; !reaches(hi); step *= 2) {
      lo = hi
      hi = lo + step
      if (hi >= Number.MAX_SAFE_INTEGER) return hi
    }
  }
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2)
    if (mid >= 0 && reaches(mid)) hi = mid
    else lo = mid
  }
  return hi
}
