import { assertValidSeries } from './assert-valid-series'
import { temporalScan, type ReplicateWeights, type TemporalScanResult } from './temporal-scan'

export interface StandardizedTemporalScanInput {
  /** Observed cases in each period (e.g. month), in time order. */
  cases: number[]
  /**
   * Expected cases in each period (> 0), e.g. by indirect standardisation:
   * Σ over the registries reporting that period of births × the registry's
   * own baseline rate.
   */
  expected: number[]
  /** Longest window scanned, in periods; defaults to half the series (at least 1). */
  maxWindow?: number
  /** Monte Carlo replications for the p-value; defaults to 999. */
  replications?: number
  /** Seed of the random redistributions, so a result can be reproduced. */
  seed: number
  /** Unbroken stretches of time, as temporalScan's: no window spans two. */
  segments?: number[]
  /** Each replication's expected counts under an overdispersed null (temporalScan's replicateWeights). */
  replicateWeights?: ReplicateWeights
}

/**
 * Kulldorff's purely temporal scan (Poisson model, high rates) of observed
 * against expected counts: the covariate-adjusted scan of SaTScan, where the
 * expected counts carry the adjustment (here, which registries reported each
 * month and their own rates). As in Kulldorff's model the analysis is
 * conditional on the total C: period i's expected count is C·E_i/ΣE, so a
 * window with c cases has expected count e = C·E_w/ΣE and, when c > e,
 *
 *   LLR = c·ln(c/e) + (C − c)·ln((C − c)/(C − e))   (otherwise 0),
 *
 * and the p-value replicates the cases multinomially in proportion to E.
 * An excess spread evenly over the whole series is no cluster; only where
 * the cases fall relative to E matters. This is `temporalScan` with the
 * expected counts in place of births (see there for ties and the
 * Monte Carlo p-value); `expected` in the result is e, on the scale of C.
 *
 * @throws {RangeError} as temporalScan, naming `expected` for a value that
 *   is not a finite number > 0.
 */
export function standardizedTemporalScan({
  cases,
  expected,
  maxWindow,
  replications,
  seed,
  segments,
  replicateWeights,
}: StandardizedTemporalScanInput): TemporalScanResult {
  assertValidSeries(cases, 'cases', 'count')
  assertValidSeries(expected, 'expected', 'positive', { length: cases.length })
  return temporalScan({
    cases,
    births: expected,
    maxWindow,
    replications,
    seed,
    segments,
    replicateWeights,
  })
}
