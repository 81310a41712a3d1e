import { igam, igamc } from './cephes-ready'
import { discreteQuantile } from './discrete-quantile'
import { isCephesUnderflow } from './is-cephes-underflow'

/** P(Y ≥ y) for a Poisson Y of mean mu, R's `ppois(y − 1, mu, lower.tail = FALSE)`: P(y, mu), 1 for y ≤ 0. */
export function poissonAtLeast(y: number, mu: number): number {
  if (y <= 0) return 1
  try {
    return igam(y, mu)
  } catch (error) {
    if (isCephesUnderflow(error)) return 0
    throw error
  }
}

/** The p-quantile of a Poisson of mean mu, R's `qpois(p, mu)`. */
export function poissonQuantile(p: number, mu: number): number {
  return discreteQuantile(p, (y) => igamc(y + 1, mu), mu, Math.sqrt(mu))
}
