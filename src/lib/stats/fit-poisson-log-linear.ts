/** Newton steps allowed; from the start used here a fit takes 5–15. */
const MAX_ITERATIONS = 200
/** Halvings of a step that would lower the likelihood before giving up on it. */
const MAX_HALVINGS = 60

export interface PoissonLogLinearFit {
  /** Intercept at x = 0 (per unit of exposure, on the log scale). */
  intercept: number
  /** Change in log rate per unit of x. */
  slope: number
  /** Standard error of the slope: √ of the (2, 2) element of the inverse Fisher information. */
  slopeStandardError: number
}

/**
 * Maximum-likelihood fit of the Poisson regression log E[y] = log(exposure)
 * + intercept + slope·x (a GLM with log link and offset), by Newton–Raphson,
 * which for this canonical link is exactly iteratively reweighted least
 * squares. x is centred (exposure-weighted) while fitting so the 2 × 2
 * information matrix stays well conditioned, and a step that would lower
 * the log-likelihood (beyond its rounding) is halved. Iterates until a step no longer changes the
 * estimates beyond rounding, tighter than R's `glm.control(epsilon = 1e-15)`.
 *
 * The caller must ensure a finite maximum exists: some cases, and the
 * case-weighted mean of x strictly between the smallest and largest x.
 */
export function fitPoissonLogLinear(
  y: readonly number[],
  exposure: readonly number[],
  x: readonly number[],
): PoissonLogLinearFit {
  const n = y.length
  const totalExposure = exposure.reduce((sum, value) => sum + value, 0)
  const center = exposure.reduce((sum, value, i) => sum + value * x[i]!, 0) / totalExposure
  const u = x.map((value) => value - center)
  const logExposure = exposure.map((value) => Math.log(value))
  const totalCases = y.reduce((sum, value) => sum + value, 0)

  const means = (a: number, b: number) => u.map((ui, i) => Math.exp(logExposure[i]! + a + b * ui))
  const logLikelihood = (mu: number[]) =>
    mu.reduce((sum, m, i) => sum + (y[i]! > 0 ? y[i]! * Math.log(m) : 0) - m, 0)

  // Start at no trend and the overall rate, where the likelihood is concave around.
  let a = Math.log(totalCases / totalExposure)
  let b = 0
  let mu = means(a, b)
  let current = logLikelihood(mu)
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let scoreA = 0
    let scoreB = 0
    let infoAA = 0
    let infoAB = 0
    let infoBB = 0
    for (let i = 0; i < n; i++) {
      const residual = y[i]! - mu[i]!
      scoreA += residual
      scoreB += u[i]! * residual
      infoAA += mu[i]!
      infoAB += u[i]! * mu[i]!
      infoBB += u[i]! * u[i]! * mu[i]!
    }
    const determinant = infoAA * infoBB - infoAB * infoAB
    let stepA = (infoBB * scoreA - infoAB * scoreB) / determinant
    let stepB = (infoAA * scoreB - infoAB * scoreA) / determinant

    // Near the maximum the log-likelihood is flat to within its own rounding
    // (terms of size y·ln μ), so only a fall beyond that counts as worse;
    // otherwise the last, tiny Newton steps would be refused.
    const rounding =
      1e-13 * (Math.abs(current) + 2 * totalCases * (1 + Math.abs(Math.log(totalCases))))
    const worse = (value: number) => !(value >= current - rounding)
    let nextMu = means(a + stepA, b + stepB)
    let next = logLikelihood(nextMu)
    for (let halving = 0; worse(next) && halving < MAX_HALVINGS; halving++) {
      stepA /= 2
      stepB /= 2
      nextMu = means(a + stepA, b + stepB)
      next = logLikelihood(nextMu)
    }
    const unchanged = a + stepA === a && b + stepB === b
    const tiny =
      Math.abs(stepA) <= 1e-15 * Math.max(1, Math.abs(a)) &&
      Math.abs(stepB) <= 1e-15 * Math.max(1, Math.abs(b))
    if (worse(next)) break
    a += stepA
    b += stepB
    mu = nextMu
    current = next
    if (unchanged || tiny) break
  }

  // Inverse information at the estimate; centring leaves the slope's variance unchanged.
  let infoAA = 0
  let infoAB = 0
  let infoBB = 0
  for (let i = 0; i < n; i++) {
    infoAA += mu[i]!
    infoAB += u[i]! * mu[i]!
    infoBB += u[i]! * u[i]! * mu[i]!
  }
  const determinant = infoAA * infoBB - infoAB * infoAB
  return {
    intercept: a - b * center,
    slope: b,
    slopeStandardError: Math.sqrt(infoAA / determinant),
  }
}
