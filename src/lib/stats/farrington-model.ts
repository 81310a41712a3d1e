import { stdtr } from './cephes-ready'
import { fitQuasiPoisson, type QuasiPoissonFit } from './fit-quasi-poisson'

export interface FarringtonData {
  /** Cases in each reference month. */
  y: number[]
  /** The months (1-based), the time covariate. */
  time: number[]
  /** Seasonal group of each month; ignored without groups. */
  groups: number[]
  /** log(births) of each month, or 0 without the births offset. */
  offset: number[]
}

export interface FarringtonModel {
  fit: QuasiPoissonFit
  /** Whether the model has the time trend (column 1). */
  hasTrend: boolean
  /** Dispersion used for the threshold: max(1, the Pearson estimate). */
  phi: number
  /**
   * The dispersion `summary.glm` reports for the model afterwards, behind the
   * trend's t test and the prediction's standard error. With reweight, R's
   * fitGLM.flexible stores the Anscombe weights ω in the model's `weights`,
   * where glm keeps its working weights ω·μ, so this is Σ ω(y − μ)²/μ² ÷ (n − p),
   * not the Pearson estimate; without reweight it is the Pearson estimate.
   */
  reportedDispersion: number
  /** The sorted groups present in the data; the first is the reference level. */
  levels: number[]
}

export interface FarringtonModelOptions {
  withTrend: boolean
  /** Whether the seasonal groups enter the model (noPeriods > 1). */
  withGroups: boolean
  reweight: boolean
  weightsThreshold: number
}

/**
 * `surveillance`'s algo.farrington.fitGLM.flexible: the quasi-Poisson
 * regression `response ~ 1 + wtime + offset(log(population)) + seasgroups`
 * (the trend and the groups as asked), refitted without the trend when it
 * does not converge (null when neither does). With reweight, observations are
 * then down-weighted by their Anscombe residuals
 * s = 3/2·(y^(2/3)·μ^(−1/6) − μ^(1/2)) / √(φ(1 − h)): weight γ/s² above
 * weightsThreshold, γ otherwise, γ making the weights sum to n, and the
 * model refitted (Farrington et al., J R Stat Soc A 1996).
 */
export function fitFarringtonModel(
  data: FarringtonData,
  { withTrend, withGroups, reweight, weightsThreshold }: FarringtonModelOptions,
): FarringtonModel | null {
  const levels = withGroups ? [...new Set(data.groups)].sort((a, b) => a - b) : []
  const fit = (hasTrend: boolean, weights: number[]) =>
    fitQuasiPoisson({
      x: data.time.map((time, i) => designRow(time, data.groups[i]!, hasTrend, levels)),
      y: data.y,
      offset: data.offset,
      weights,
    })
  const ones = data.y.map(() => 1)

  let hasTrend = withTrend
  let model = fit(hasTrend, ones)
  if (!model.converged) {
    if (hasTrend) {
      hasTrend = false
      model = fit(hasTrend, ones)
    }
    if (!model.converged) return null
  }
  let phi = Math.max(model.dispersion, 1)
  let reportedDispersion = model.dispersion
  if (reweight) {
    const residuals = data.y.map(
      (y, i) =>
        (1.5 * (y ** (2 / 3) * model.mu[i]! ** (-1 / 6) - Math.sqrt(model.mu[i]!))) /
        Math.sqrt(phi * (1 - model.hat[i]!)),
    )
    const above = residuals.map((s) => s > weightsThreshold)
    const gamma =
      residuals.length / residuals.reduce((sum, s, i) => sum + (above[i] ? s ** -2 : 1), 0)
    const omega = residuals.map((s, i) => (above[i] ? gamma * s ** -2 : gamma))
    model = fit(hasTrend, omega)
    phi = Math.max(model.dispersion, 1)
    const mu = model.mu
    reportedDispersion =
      data.y.reduce((sum, y, i) => sum + omega[i]! * ((y - mu[i]!) / mu[i]!) ** 2, 0) /
      model.residualDegrees
  }
  return { fit: model, hasTrend, phi, reportedDispersion, levels }
}

/**
 * `predict.glm(model, newdata, se.fit = TRUE)` on the link scale for a month
 * in group `group`: η = xᵀβ + offset and its standard error √(xᵀ(XᵀWX)⁻¹x·φ̂)
 * with φ̂ the model's reported dispersion, not φ (farringtonFlexible passes
 * its φ as a column of newdata, not as the dispersion, so predict.glm asks
 * summary.glm for one).
 */
export function predictFarrington(
  { fit, hasTrend, levels, reportedDispersion }: FarringtonModel,
  time: number,
  group: number,
  offset: number,
): { eta: number; se: number } {
  if (levels.length > 0 && !levels.includes(group)) {
    throw new RangeError(`no reference month falls in the current period's group ${group}`)
  }
  const x = designRow(time, group, hasTrend, levels)
  const eta = x.reduce((sum, value, j) => sum + value * fit.coefficients[j]!, offset)
  const variance = x.reduce(
    (sum, value, j) =>
      sum +
      value * x.reduce((inner, other, k) => inner + fit.covarianceUnscaled[j]![k]! * other, 0),
    0,
  )
  return { eta, se: Math.sqrt(variance * reportedDispersion) }
}

/** Two-sided p-value of the trend coefficient, `summary.glm`'s t test on n − p degrees of freedom, with the reported dispersion. */
export function trendPValue({ fit, reportedDispersion }: FarringtonModel): number {
  const t = fit.coefficients[1]! / Math.sqrt(reportedDispersion * fit.covarianceUnscaled[1]![1]!)
  return 2 * stdtr(fit.residualDegrees, -Math.abs(t))
}

/** Intercept, time (with the trend), then one indicator per group after the first (R's treatment contrasts). */
function designRow(time: number, group: number, hasTrend: boolean, levels: number[]): number[] {
  const row = hasTrend ? [1, time] : [1]
  for (const level of levels.slice(1)) row.push(group === level ? 1 : 0)
  return row
}
