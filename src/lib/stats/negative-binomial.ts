import { incbet } from './cephes-ready'
import { discreteQuantile } from './discrete-quantile'
import { isCephesUnderflow } from './is-cephes-underflow'

/**
 * P(Y ≥ y) for a negative binomial Y with R's `size` and `prob` (mean
 * size·(1 − prob)/prob), R's `pnbinom(y − 1, size, prob, lower.tail = FALSE)`:
 * 1 − I_prob(size, y) = I_(1−prob)(y, size) (cephes' incbet), 1 for y ≤ 0.
 * Where cephes reports an underflow the answer is 0 above the mean and 1
 * below it.
 */
export function negativeBinomialAtLeast(y: number, size: number, prob: number): number {
  if (y <= 0) return 1
  try {
    return incbet(y, size, 1 - prob)
  } catch (error) {
    if (isCephesUnderflow(error)) return y > (size * (1 - prob)) / prob ? 0 : 1
    throw error
  }
}

/**
 * The p-quantile of that negative binomial, R's `qnbinom(p, size, prob)`,
 * from P(Y ≤ y) = I_prob(size, y + 1) as R's pnbinom.
 */
export function negativeBinomialQuantile(p: number, size: number, prob: number): number {
  const mean = (size * (1 - prob)) / prob
  const atMost = (y: number) => {
    try {
      return incbet(size, y + 1, prob)
    } catch (error) {
      if (isCephesUnderflow(error)) return y < mean ? 0 : 1
      throw error
    }
  }
  return discreteQuantile(p, atMost, mean, Math.sqrt(mean / prob))
}
