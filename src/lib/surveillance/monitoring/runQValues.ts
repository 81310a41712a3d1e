import { weightedBenjaminiHochberg } from '@/lib/stats'

/**
 * The share of a run's false discovery rate given to its twelve-month alarms
 * (one per anomaly and registry); every other test shares the rest.
 */
export const LEAD_SHARE = 1 / 2

/**
 * The q-values of a monitoring run's tests, in input order: one weighted
 * Benjamini–Hochberg adjustment (weightedBenjaminiHochberg) in which the
 * twelve-month alarms (`lead`) share half of the weight and every other test
 * (semester alarm, monthly excess, endemic zone, cluster, trend) the other
 * half. Each anomaly's main question — is it more frequent over the last
 * year than over the five before — keeps its share however many narrower
 * tests (six months of Farrington, a cluster, a trend) the run adds, instead
 * of needing ten times the evidence of an unadjusted test. The weights are
 * set before the data is seen, so the false discovery rate of the whole list
 * stays below the rate chosen. A run without lead tests, or with nothing
 * else, is plain Benjamini–Hochberg.
 */
export function runQValues(tests: readonly { pValue: number; lead: boolean }[]): number[] {
  const leads = tests.filter((test) => test.lead).length
  const others = tests.length - leads
  const weights = tests.map((test) =>
    leads === 0 || others === 0
      ? 1
      : test.lead
        ? (LEAD_SHARE * tests.length) / leads
        : ((1 - LEAD_SHARE) * tests.length) / others,
  )
  return weightedBenjaminiHochberg(
    tests.map((test) => test.pValue),
    weights,
  )
}
