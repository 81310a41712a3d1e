/** Sample mean and (n − 1) variance of draws. */
export function moments(draws: readonly number[]): { mean: number; variance: number } {
  const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length
  const squares = draws.reduce((sum, value) => sum + (value - mean) ** 2, 0)
  return { mean, variance: squares / (draws.length - 1) }
}

/**
 * Bounds of 5 standard errors: with the fixed seeds of these tests a correct
 * sampler lands inside (a 5σ miss has probability ≈ 6·10⁻⁷), a wrong mean or
 * spread of a few percent does not.
 *
 * - mean: SE = √(variance / n)
 * - variance: SE = √((μ₄ − σ⁴) / n), μ₄ the distribution's fourth central moment
 */
export const Z_BOUND = 5
