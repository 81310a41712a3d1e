import { assertValidNumber } from './assert-valid-number'
import { assertValidSeries } from './assert-valid-series'
import { countReplicatedExceedances } from './count-replicated-exceedances'
import type { UniformRandom } from './random/uniform-random'

export interface TemporalScanInput {
  /** Cases in each period (e.g. month), in time order. */
  cases: number[]
  /** Births in each period. */
  births: number[]
  /** Longest window scanned, in periods; defaults to half the series (at least 1). */
  maxWindow?: number
  /** Monte Carlo replications for the p-value; defaults to 999. */
  replications?: number
  /** Seed of the random redistributions, so a result can be reproduced. */
  seed: number
  /**
   * Which unbroken stretch of time each period belongs to (non-decreasing
   * labels, e.g. 0, 0, 1, 1, 1): no window spans two stretches, so periods
   * joined across a gap in the data never form a cluster together. By default
   * the series is one stretch.
   */
  segments?: number[]
  /**
   * Under an overdispersed null: each replication's weights (e.g. births
   * times a random year-to-year factor), drawn from the seeded source; the
   * replication spreads the cases in proportion to them. By default the
   * births themselves (the Poisson null).
   */
  replicateWeights?: ReplicateWeights
}

/** One replication's weights, one per period, drawn with `random`. */
export type ReplicateWeights = (random: UniformRandom) => readonly number[]

export interface TemporalScanResult {
  /** First and last period of the most likely cluster, 0-based and inclusive. */
  start: number
  end: number
  /** Cases in the window. */
  observed: number
  /** Cases expected in the window if the rate were the same throughout: C·B_w/B. */
  expected: number
  /** (observed/expected) / ((C − observed)/(C − expected)); Infinity when every case is in the window, NaN without cases. */
  relativeRisk: number
  /** Log-likelihood ratio of the window; 0 when no window has more cases than expected. */
  llr: number
  /** Monte Carlo p-value of the window's LLR. */
  pValue: number
}

/** Replications allowed per call: enough for p-values to 10⁻⁶, bounded so a request cannot run for minutes. */
const MAX_REPLICATIONS = 1_000_000

/**
 * Kulldorff's retrospective space-time scan statistic restricted to time,
 * Poisson model, scanning for high rates (as SaTScan's purely temporal
 * analysis): every window of 1 to maxWindow consecutive periods is compared
 * with the rest of the series.
 *
 * With C cases and B births in all, a window with c cases and B_w births has
 * expected count e = C·B_w/B and, when c > e,
 *
 *   LLR = c·ln(c/e) + (C − c)·ln((C − c)/(C − e))   (otherwise 0).
 *
 * The most likely cluster is the window of greatest LLR; ties go to the
 * earliest start, then the shortest window. Its p-value is
 * (1 + #{replications whose greatest LLR ≥ the observed one})/(1 + replications),
 * each replication spreading the same C cases over the periods
 * multinomially in proportion to births (seeded, so reproducible).
 * Replicated maxima that equal the observed one up to rounding count as ≥.
 *
 * @example
 * temporalScan({
 *   cases: [3, 2, 4, 3, 11, 12, 3, 2, 3, 4, 2, 3],
 *   births: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
 *   seed: 1,
 * })
 * // { start: 4, end: 5, observed: 23, expected: 8.6666…, relativeRisk: 3.9655…,
 * //   llr: 10.8010656090…, pValue: 0.001 }   (none of the 999 replications reached it)
 *
 * @throws {RangeError} if cases or births is empty, of different lengths, or
 *   segments is not as long as cases or decreases somewhere, or
 *   holds a value that is not a non-negative integer (cases) or a finite
 *   number > 0 (births); if maxWindow is not an integer from 1 to the series
 *   length, replications not an integer from 1 to 1,000,000, or seed not a
 *   safe integer.
 */
export function temporalScan({
  cases,
  births,
  maxWindow,
  replications = 999,
  seed,
  segments,
  replicateWeights,
}: TemporalScanInput): TemporalScanResult {
  assertValidSeries(cases, 'cases', 'count')
  assertValidSeries(births, 'births', 'positive', { length: cases.length })
  const periods = cases.length
  const longest = maxWindow ?? Math.max(1, Math.floor(periods / 2))
  if (!Number.isInteger(longest) || longest < 1 || longest > periods) {
    throw new RangeError(
      `maxWindow must be an integer from 1 to ${periods} (received ${String(maxWindow)})`,
    )
  }
  if (!Number.isInteger(replications) || replications < 1 || replications > MAX_REPLICATIONS) {
    throw new RangeError(
      `replications must be an integer from 1 to ${MAX_REPLICATIONS} (received ${String(replications)})`,
    )
  }
  assertValidNumber(seed, 'seed', 'integer')
  const runEnd = lastOfSegment(segments, periods)

  const totalCases = cases.reduce((sum, count) => sum + count, 0)
  const totalBirths = births.reduce((sum, count) => sum + count, 0)
  let best = { start: 0, length: 1, observed: 0, expected: 0, llr: -1 }
  for (let start = 0; start < periods; start++) {
    let observed = 0
    let windowBirths = 0
    for (let length = 1; length <= longest && start + length - 1 <= runEnd[start]!; length++) {
      observed += cases[start + length - 1]!
      windowBirths += births[start + length - 1]!
      const expected = (totalCases * windowBirths) / totalBirths
      const llr = logLikelihoodRatio(observed, expected, totalCases)
      if (llr > best.llr) best = { start, length, observed, expected, llr }
    }
  }

  const { start, length, observed, expected, llr } = best
  const exceedances =
    llr > 0
      ? countReplicatedExceedances({
          births,
          totalCases,
          maxWindow: longest,
          runEnd,
          replications,
          seed,
          llr,
          replicateWeights,
        })
      : replications // every replication reaches an LLR of 0
  return {
    start,
    end: start + length - 1,
    observed,
    expected,
    relativeRisk: observed / expected / ((totalCases - observed) / (totalCases - expected)),
    llr,
    pValue: (1 + exceedances) / (1 + replications),
  }
}

/** For each period, the last period of its stretch (see `segments`). */
function lastOfSegment(segments: number[] | undefined, periods: number): Int32Array {
  const runEnd = new Int32Array(periods).fill(periods - 1)
  if (segments === undefined) return runEnd
  assertValidSeries(segments, 'segments', 'integer', { length: periods })
  for (let period = periods - 2; period >= 0; period--) {
    if (segments[period]! > segments[period + 1]!)
      throw new RangeError(`segments must not decrease (segments[${period + 1}])`)
    runEnd[period] = segments[period] === segments[period + 1] ? runEnd[period + 1]! : period
  }
  return runEnd
}

function logLikelihoodRatio(observed: number, expected: number, total: number): number {
  if (!(observed > expected)) return 0
  const inside = observed * Math.log(observed / expected)
  // (C − c)·ln((C − c)/(C − e)) tends to 0 as c → C.
  const outside =
    observed === total ? 0 : (total - observed) * Math.log((total - observed) / (total - expected))
  return inside + outside
}
