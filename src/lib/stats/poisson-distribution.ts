import { igam, igamc } from './cephes-ready'
import { discreteQuantile } from './discrete-quantile'
import { isCephesUnderflow } from './is-cephes-underflow'

/**
 * P(Y ≥ y) for a Poisson Y of mean mu, R's `ppois(y − 1, mu, lower.tail = FALSE)`:
 * the regularised gamma P(y, mu) (cephes' igam), 1 for y ≤ 0. Where cephes
 * reports an underflow the answer is 0 above the mean and 1 below it (igam
 * computes 1 − Q there, and Q underflowed).
 */
export function poissonAtLeast(y: number, mu: number): number {
  if (y <= 0) return 1
  try {
    return igam(y, mu)
  } catch (error) {
    if (isCephesUnderflow(error)) return y > mu ? 0 : 1
    throw error
  }
}

/** The p-quantile of a Poisson of mean mu, R's `qpois(p, mu)`, from P(Y ≤ y) = Q(y + 1, mu) (cephes' igamc). */
export function poissonQuantile(p: number, mu: number): number {
  const atMost = (y: number) => {
    try {
      return igamc(y + 1, mu)
    } catch (error) {
      if (isCephesUnderflow(error)) return y < mu ? 0 : 1
      throw error
    }
  }
  return discreteQuantile(p, atMost, mu, Math.sqrt(mu))
}
