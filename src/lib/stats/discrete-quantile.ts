import { ndtri } from './cephes-ready'

/**
 * The p-quantile of a distribution on 0, 1, 2, …: the smallest y with
 * P(Y ≤ y) ≥ p, searched from the normal approximation mean + sd·Φ⁻¹(p).
 * As R's qpois and qnbinom, p is first lowered by 64 machine epsilons
 * ("fuzz to ensure left continuity"), so a distribution function that reaches
 * p only up to rounding still gives the lower value.
 */
export function discreteQuantile(
  p: number,
  distribution: (y: number) => number,
  mean: number,
  sd: number,
): number {
  const target = p * (1 - 64 * Number.EPSILON)
  let y = Math.max(0, Math.round(mean + sd * ndtri(p)))
  if (distribution(y) >= target) {
    while (y > 0 && distribution(y - 1) >= target) y--
  } else {
    do y++
    while (distribution(y) < target)
  }
  return y
}
