import { householderLeastSquares, invertUpperTriangular } from './householder-least-squares'

/** R's `glm.control()` defaults. */
const EPSILON = 1e-8
const MAX_ITERATIONS = 25
/** R's log link keeps means at or above the machine epsilon: linkinv(η) = max(e^η, ε). */
const inverseLink = (eta: number) => Math.max(Math.exp(eta), Number.EPSILON)

export interface QuasiPoissonInput {
  /** Design matrix, one row per observation (the intercept column included). */
  x: readonly (readonly number[])[]
  /** Counts. */
  y: readonly number[]
  /** Known part of the linear predictor (e.g. log births); 0 without one. */
  offset: readonly number[]
  /** Prior weights, each > 0. */
  weights: readonly number[]
}

export interface QuasiPoissonFit {
  coefficients: number[]
  /** Fitted means. */
  mu: number[]
  /** Whether the deviance settled within R's 25 iterations. */
  converged: boolean
  /** Pearson estimate of the dispersion, Σ wᵢ(yᵢ − μᵢ)²/μᵢ ÷ (n − p), as `summary.glm`. */
  dispersion: number
  /** (XᵀWX)⁻¹ (`summary.glm`'s cov.unscaled). */
  covarianceUnscaled: number[][]
  /** Diagonal of the hat matrix W^½X(XᵀWX)⁻¹XᵀW^½ (`hatvalues`). */
  hat: number[]
  /** n − p. */
  residualDegrees: number
}

/**
 * `glm(y ~ x + offset, family = quasipoisson(link = "log"), weights)` as R's
 * glm.fit computes it, step for step, so that results agree with R's to far
 * below their own convergence tolerance: iteratively reweighted least
 * squares (Householder QR) from μ = y + 0.1 (means kept ≥ machine epsilon,
 * as R's log link keeps them), stopping once
 * |dev − dev_old|/(|dev| + 0.1) < 1e-8, at most 25 iterations, halving a step
 * whose deviance is not finite or whose means are not positive.
 *
 * Like R, the working weights W = prior·μ behind the covariance, the hat
 * values and the dispersion are those of the last iteration, taken from the
 * means before its final update, while the residuals use the final means.
 */
export function fitQuasiPoisson({ x, y, offset, weights }: QuasiPoissonInput): QuasiPoissonFit {
  const n = y.length
  const p = x[0]!.length
  const linearPredictor = (coefficients: readonly number[]) =>
    x.map((row, i) => row.reduce((sum, value, j) => sum + value * coefficients[j]!, 0) + offset[i]!)
  const deviance = (mu: readonly number[]) =>
    mu.reduce((sum, m, i) => {
      const yi = y[i]!
      return sum + 2 * weights[i]! * (yi > 0 ? yi * Math.log(yi / m) - (yi - m) : m)
    }, 0)
  const valid = (mu: readonly number[]) => mu.every((m) => Number.isFinite(m) && m > 0)

  let eta = y.map((value) => Math.log(value + 0.1))
  let mu = eta.map(inverseLink)
  let previousDeviance = deviance(mu)
  let coefficients: number[] = []
  let previousCoefficients: number[] | null = null
  let workingWeights: number[] = []
  let converged = false
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    // With the log link dμ/dη = μ and V(μ) = μ: z = η − offset + (y − μ)/μ, W = prior·μ.
    const root = mu.map((m, i) => Math.sqrt(weights[i]! * m))
    workingWeights = root.map((w) => w * w)
    const z = eta.map((e, i) => e - offset[i]! + (y[i]! - mu[i]!) / mu[i]!)
    let start = householderLeastSquares(
      x.map((row, i) => row.map((value) => value * root[i]!)),
      z.map((value, i) => value * root[i]!),
    ).coefficients
    eta = linearPredictor(start)
    mu = eta.map(inverseLink)
    let currentDeviance = deviance(mu)
    // R's inner loops: halve the step back towards the last estimate.
    for (let halving = 0; !(Number.isFinite(currentDeviance) && valid(mu)); halving++) {
      if (previousCoefficients === null || halving >= MAX_ITERATIONS) {
        throw new RangeError('the model cannot be fitted: no valid step')
      }
      const last: number[] = previousCoefficients
      start = start.map((value, j) => (value + last[j]!) / 2)
      eta = linearPredictor(start)
      mu = eta.map(inverseLink)
      currentDeviance = deviance(mu)
    }
    coefficients = start
    if (
      Math.abs(currentDeviance - previousDeviance) / (Math.abs(currentDeviance) + 0.1) <
      EPSILON
    ) {
      converged = true
      break
    }
    previousDeviance = currentDeviance
    previousCoefficients = start
  }

  const root = workingWeights.map(Math.sqrt)
  const weightedX = x.map((row, i) => row.map((value) => value * root[i]!))
  const { r } = householderLeastSquares(weightedX, new Array<number>(n).fill(0))
  const rInverse = invertUpperTriangular(r)
  const covarianceUnscaled = rInverse.map((row) =>
    rInverse.map((other) => row.reduce((sum, value, k) => sum + value * other[k]!, 0)),
  )
  // Rows of Q = (W^½X)R⁻¹; their squared lengths are the hat values.
  const hat = weightedX.map((row) => {
    let sum = 0
    for (let j = 0; j < p; j++) {
      let q = 0
      for (let k = 0; k <= j; k++) q += row[k]! * rInverse[k]![j]!
      sum += q * q
    }
    return sum >= 1 - 10 * Number.EPSILON ? 1 : sum
  })
  const residualDegrees = n - p
  const pearson = mu.reduce((sum, m, i) => sum + workingWeights[i]! * ((y[i]! - m) / m) ** 2, 0)
  return {
    coefficients,
    mu,
    converged,
    dispersion: residualDegrees > 0 ? pearson / residualDegrees : Number.NaN,
    covarianceUnscaled,
    hat,
    residualDegrees,
  }
}
