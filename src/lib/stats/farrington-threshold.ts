import { ndtr, ndtri } from './cephes-ready'
import { isCephesUnderflow } from './is-cephes-underflow'
import { negativeBinomialAtLeast, negativeBinomialQuantile } from './negative-binomial'
import { poissonAtLeast, poissonQuantile } from './poisson-distribution'

export type FarringtonPowerTransform = '2/3' | '1/2' | 'none'
export type FarringtonThresholdMethod = 'delta' | 'nbPlugin' | 'muan'

export interface FarringtonThresholdInput {
  /** Linear predictor η of the current month and its standard error. */
  eta: number
  se: number
  phi: number
  alpha: number
  /** Cases observed in the current month. */
  y: number
  method: FarringtonThresholdMethod
  powertrans: FarringtonPowerTransform
}

export interface FarringtonThreshold {
  expected: number
  upper: number
  /** P(a count at least as extreme as y) under the threshold's model. */
  pValue: number
  /** (y − fit)/(upper − fit), an alarm above 1; fit is μ₀ for 'delta' and η for the others, as in R. */
  score: number
}

/**
 * The upper threshold of farringtonFlexible (`surveillance`'s
 * algo.farrington.threshold.farrington and .noufaily).
 *
 * 'delta' (Farrington et al. 1996): with μ₀ = e^η, its standard error
 * se(μ₀) = μ₀·se(η) and τ = φ + se(μ₀)²/μ₀, on the power scale e (2/3, 1/2 or
 * 1) the standard error is √(μ₀τ) (e = 1), √(τ/4) (e = 1/2) or √(4/9·μ₀^(1/3)·τ)
 * (e = 2/3); upper = (μ₀^e + z₁₋α·sd)^(1/e), and the p-value is the normal
 * upper tail of y^e.
 *
 * 'nbPlugin' and 'muan' (Noufaily et al., Stat Med 2013): the (1 − α)
 * quantile of a negative binomial of mean μ and variance φμ (size μ/(φ − 1),
 * prob 1/φ; Poisson when φ = 1), with μ = e^η ('nbPlugin') or the upper
 * (1 − α) bound e^(η + z₁₋α·se(η)) ('muan'); the p-value is P(Y ≥ y).
 */
export function farringtonThreshold({
  eta,
  se,
  phi,
  alpha,
  y,
  method,
  powertrans,
}: FarringtonThresholdInput): FarringtonThreshold {
  const z = ndtri(1 - alpha)
  if (method === 'delta') {
    // predict.glm's response scale: R's log link keeps means ≥ machine epsilon.
    const mu0 = Math.max(Math.exp(eta), Number.EPSILON)
    const seMu0 = se * mu0
    const tau = phi + (seMu0 * seMu0) / mu0
    const exponent = powertrans === 'none' ? 1 : powertrans === '1/2' ? 1 / 2 : 2 / 3
    const sd =
      powertrans === 'none'
        ? Math.sqrt(mu0 * tau)
        : powertrans === '1/2'
          ? Math.sqrt((1 / 4) * tau)
          : Math.sqrt((4 / 9) * mu0 ** (1 / 3) * tau)
    const upper = (mu0 ** exponent + z * sd) ** (1 / exponent)
    const pValue = normalUpperTail((y ** exponent - mu0 ** exponent) / sd)
    return { expected: mu0, upper, pValue, score: (y - mu0) / (upper - mu0) }
  }

  const mean = method === 'nbPlugin' ? Math.exp(eta) : Math.exp(eta + se * z)
  if (mean === Number.POSITIVE_INFINITY) {
    return { expected: Math.exp(eta), upper: Number.NaN, pValue: Number.NaN, score: Number.NaN }
  }
  const size = mean / (phi - 1)
  const upper =
    phi > 1 ? negativeBinomialQuantile(1 - alpha, size, 1 / phi) : poissonQuantile(1 - alpha, mean)
  const pValue = phi !== 1 ? negativeBinomialAtLeast(y, size, 1 / phi) : poissonAtLeast(y, mean)
  return { expected: Math.exp(eta), upper, pValue, score: (y - eta) / (upper - eta) }
}

/** P(Z > x) for a standard normal Z (cephes' ndtr), 0 once it underflows. */
function normalUpperTail(x: number): number {
  try {
    return ndtr(-x)
  } catch (error) {
    if (isCephesUnderflow(error)) return 0
    throw error
  }
}
