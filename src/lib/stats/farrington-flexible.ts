import { assertValidNumber } from './assert-valid-number'
import { assertValidSeries } from './assert-valid-series'
import { farringtonBaseline } from './farrington-baseline'
import { fitFarringtonModel, predictFarrington, trendPValue } from './farrington-model'
import {
  farringtonThreshold,
  type FarringtonPowerTransform,
  type FarringtonThresholdMethod,
} from './farrington-threshold'

export type { FarringtonPowerTransform, FarringtonThresholdMethod }

export interface FarringtonFlexibleInput {
  /** Cases in each period, oldest first. */
  cases: number[]
  /** Births in each period (the population offset). */
  births: number[]
  /** Periods per year: 12 for months. */
  frequency: number
  /** 0-based inclusive indices to monitor; `from` needs b whole years and w periods behind it. */
  range: { from: number; to: number }
  /** Years back. */
  b: number
  /** Half-width of the window around the same period in past years. */
  w: number
  /** Down-weight past outbreaks by their Anscombe residuals. */
  reweight: boolean
  /** Residual above which a baseline period is down-weighted (Farrington: 1; Noufaily: 2.58). */
  weightsThreshold: number
  /** One-sided level of the threshold. */
  alpha: number
  /** Fit a time trend (kept when significant, b ≥ 3 and it does not extrapolate above the data). */
  trend: boolean
  /** Significance level for keeping the trend. */
  pThresholdTrend: number
  /** No alarm unless at least limit54[0] cases in the last limit54[1] periods. */
  limit54: [number, number]
  /** Power transformation of the 'delta' threshold. */
  powertrans: FarringtonPowerTransform
  /** log(births) as offset: the model is of the rate rather than the count. */
  populationOffset: boolean
  /** Seasonal groups: 1 (Farrington) or more (Noufaily: 10), splitting the rest of each year. */
  noPeriods: number
  /** Periods before the current one left out of the baseline (Farrington: w; Noufaily: 26). */
  pastWeeksNotIncluded: number
  /** 'delta' (Farrington), 'nbPlugin' or 'muan' (Noufaily's negative binomial quantiles). */
  thresholdMethod: FarringtonThresholdMethod
}

/** One value per monitored index, from range.from to range.to. */
export interface FarringtonFlexibleResult {
  /** Expected cases; NaN where R gives NA (fewer cases than limit54 asks, or no model). */
  expected: number[]
  /** Upper threshold; NaN where R gives NA. */
  upperbound: number[]
  /** Cases above the threshold, with enough recent cases and at least one case now. */
  alarm: boolean[]
  /** Probability of at least as many cases under the baseline model (normal for 'delta'). */
  pvalue: number[]
  /** Whether the time trend was kept. */
  trend: boolean[]
}

const METHODS: readonly string[] = ['delta', 'nbPlugin', 'muan']
const TRANSFORMS: readonly string[] = ['2/3', '1/2', 'none']

/**
 * Prospective outbreak detection of Farrington et al. (J R Stat Soc A 1996)
 * with the improvements of Noufaily et al. (Stat Med 2013), as R's
 * `surveillance::farringtonFlexible` (1.20.3) computes it for a series built
 * by `sts(cases, population = births, frequency)`. For each monitored period:
 *
 * 1. the baseline: the same period ± w in each of the b previous years (and,
 *    with noPeriods > 1, the rest of each year in noPeriods − 1 seasonal
 *    groups), without the last pastWeeksNotIncluded periods;
 * 2. a quasi-Poisson log-linear model of it (intercept, trend, groups,
 *    log-births offset), fitted by R's IRLS, reweighted by Anscombe
 *    residuals; the trend is dropped unless significant at pThresholdTrend,
 *    b ≥ 3 and its prediction does not exceed the largest baseline count;
 * 3. the threshold for the current period from the prediction ('delta',
 *    'nbPlugin' or 'muan', see farrington-threshold.ts), the p-value of the
 *    observed count, and an alarm when (y − fit)/(upper − fit) > 1, y > 0 and
 *    the last limit54[1] periods hold at least limit54[0] cases.
 *
 * Where R gives NA the result is NaN (and false for alarm and trend): too few
 * recent cases for limit54 (expected and upperbound, as R), or no model
 * converged (every field).
 *
 * Original settings: { b: 5, w: 3, reweight: true, weightsThreshold: 1,
 * trend: true, noPeriods: 1, pastWeeksNotIncluded: 3, thresholdMethod:
 * 'delta', powertrans: '2/3' }. Noufaily's: { weightsThreshold: 2.58,
 * noPeriods: 10, pastWeeksNotIncluded: 26, thresholdMethod: 'nbPlugin',
 * powertrans: 'none' }.
 *
 * @throws {RangeError} on counts that are not non-negative integers, births
 *   not > 0, series of different lengths, a range outside the series or with
 *   fewer than b years and w periods before it, or an option out of bounds.
 */
export function farringtonFlexible(input: FarringtonFlexibleInput): FarringtonFlexibleResult {
  const { cases, births, frequency, range, b, w, alpha, limit54, noPeriods } = input
  assertValidInput(input)

  const result: FarringtonFlexibleResult = {
    expected: [],
    upperbound: [],
    alarm: [],
    pvalue: [],
    trend: [],
  }
  const offsetOf = (index: number) => (input.populationOffset ? Math.log(births[index]!) : 0)
  for (let index = range.from; index <= range.to; index++) {
    const now = index + 1 // R's 1-based time, also the trend's covariate
    const { months, groups } = farringtonBaseline({
      now,
      frequency,
      b,
      w,
      noPeriods,
      pastWeeksNotIncluded: input.pastWeeksNotIncluded,
    })
    const data = {
      y: months.map((month) => cases[month - 1]!),
      time: months,
      groups,
      offset: months.map((month) => offsetOf(month - 1)),
    }
    const options = {
      withGroups: noPeriods !== 1,
      reweight: input.reweight,
      weightsThreshold: input.weightsThreshold,
    }

    let model = fitFarringtonModel(data, { ...options, withTrend: input.trend })
    let keepTrend = false
    if (model?.hasTrend) {
      const { eta } = predictFarrington(model, now, noPeriods, offsetOf(index))
      const predicted = Math.max(Math.exp(eta), Number.EPSILON)
      keepTrend =
        b >= 3 && trendPValue(model) < input.pThresholdTrend && predicted <= Math.max(...data.y)
      if (!keepTrend) model = fitFarringtonModel(data, { ...options, withTrend: false })
    }
    if (model === null) {
      result.expected.push(Number.NaN)
      result.upperbound.push(Number.NaN)
      result.alarm.push(false)
      result.pvalue.push(Number.NaN)
      result.trend.push(false)
      continue
    }

    const y = cases[index]!
    const { eta, se } = predictFarrington(model, now, noPeriods, offsetOf(index))
    const threshold = farringtonThreshold({
      eta,
      se,
      phi: model.phi,
      alpha,
      y,
      method: input.thresholdMethod,
      powertrans: input.powertrans,
    })
    const recent = cases.slice(index - limit54[1] + 1, index + 1).reduce((sum, c) => sum + c, 0)
    const enoughCases = recent >= limit54[0]
    const hasUpper = !Number.isNaN(threshold.upper)
    result.expected.push(enoughCases && hasUpper ? threshold.expected : Number.NaN)
    result.upperbound.push(enoughCases ? threshold.upper : Number.NaN)
    result.alarm.push(enoughCases && threshold.score > 1 && y !== 0)
    result.pvalue.push(threshold.pValue)
    result.trend.push(keepTrend)
  }
  return result
}

function assertValidInput(input: FarringtonFlexibleInput): void {
  const { cases, births, frequency, range, b, w, limit54, noPeriods } = input
  assertValidSeries(cases, 'cases', 'count')
  assertValidSeries(births, 'births', 'positive', { length: cases.length })
  for (const [name, value, minimum] of [
    ['frequency', frequency, 1],
    ['b', b, 1],
    ['w', w, 0],
    ['noPeriods', noPeriods, 1],
    ['pastWeeksNotIncluded', input.pastWeeksNotIncluded, 0],
  ] as const) {
    if (!(Number.isSafeInteger(value) && value >= minimum)) {
      throw new RangeError(`${name} must be an integer ≥ ${minimum} (received ${String(value)})`)
    }
  }
  const first = frequency * b + w
  if (!(
    Number.isSafeInteger(range?.from) &&
    Number.isSafeInteger(range?.to) &&
    range.from >= first &&
    range.from <= range.to &&
    range.to < cases.length
  )) {
    throw new RangeError(
      `range must be whole indices with ${first} ≤ from ≤ to < ${cases.length} (b years and w periods of history)`,
    )
  }
  if (input.pastWeeksNotIncluded > range.from + 1) {
    throw new RangeError('pastWeeksNotIncluded must not reach before the start of the series')
  }
  assertValidNumber(input.alpha, 'alpha', 'probability')
  assertValidNumber(input.pThresholdTrend, 'pThresholdTrend', 'proportion')
  assertValidNumber(input.weightsThreshold, 'weightsThreshold', 'finite')
  if (!(
    Array.isArray(limit54) &&
    limit54.length === 2 &&
    Number.isSafeInteger(limit54[0]) &&
    limit54[0] >= 0 &&
    Number.isSafeInteger(limit54[1]) &&
    limit54[1] > 0 &&
    limit54[1] <= range.from + 1
  )) {
    throw new RangeError('limit54 must be [cases ≥ 0, periods > 0], whole numbers')
  }
  if (!METHODS.includes(input.thresholdMethod)) {
    throw new RangeError(`thresholdMethod must be 'delta', 'nbPlugin' or 'muan'`)
  }
  if (!TRANSFORMS.includes(input.powertrans)) {
    throw new RangeError(`powertrans must be '2/3', '1/2' or 'none'`)
  }
  for (const name of ['reweight', 'trend', 'populationOffset'] as const) {
    if (typeof input[name] !== 'boolean') throw new RangeError(`${name} must be true or false`)
  }
}
