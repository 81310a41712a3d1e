// The exact power ceiling of the best single test: the one test aimed at the
// planted excess (its months, known in advance), with the expected count
// known exactly, at the level the run's weighted Benjamini–Hochberg
// adjustment asks of a lone true signal (rank 1: p < fdr × weight / tests).
import { poissonAtLeast } from '../../src/lib/stats'

/** Smallest count whose Poisson(expected) upper tail is at most `level`. */
function criticalCount(expected: number, level: number): number {
  let k = Math.floor(expected)
  while (poissonAtLeast(k, expected) > level) k++
  return k
}

export function powerCeiling(expected: number, factor: number, level: number): number {
  return poissonAtLeast(criticalCount(expected, level), expected * factor)
}

/**
 * The level of a test at rank 1 of runQValues: twelve-month alarms share half
 * of the weight, the others the other half (fdr/(2·leads) or fdr/(2·others)).
 */
export const rankOneLevel = (fdr: number, tests: number, leads: number, lead: boolean) =>
  lead ? fdr / (2 * leads) : fdr / (2 * (tests - leads))
