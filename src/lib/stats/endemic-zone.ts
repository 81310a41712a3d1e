import { assertValidNumber } from './assert-valid-number'
import type { EndemicBand } from './endemic-channel'

/** Where a value falls in an endemic channel, from best to worst. */
export type EndemicZone = 'success' | 'safety' | 'alert' | 'epidemic'

/**
 * The zone of an endemic channel a period's value falls in:
 * - 'success': below lower;
 * - 'safety': from lower up to, not including, center;
 * - 'alert': from center up to upper, both included;
 * - 'epidemic': above upper.
 *
 * @example
 * const band = { lower: 2, center: 4, upper: 7 }
 * endemicZone(1, band) // 'success'
 * endemicZone(2, band) // 'safety'
 * endemicZone(4, band) // 'alert'
 * endemicZone(7, band) // 'alert'
 * endemicZone(8, band) // 'epidemic'
 *
 * @throws {RangeError} if value or a bound is not a finite number ≥ 0, or the
 *   bounds are not in order (lower ≤ center ≤ upper).
 */
export function endemicZone(value: number, band: EndemicBand): EndemicZone {
  assertValidNumber(value, 'value', 'nonNegative')
  assertValidNumber(band.lower, 'band.lower', 'nonNegative')
  assertValidNumber(band.center, 'band.center', 'nonNegative')
  assertValidNumber(band.upper, 'band.upper', 'nonNegative')
  if (!(band.lower <= band.center && band.center <= band.upper)) {
    throw new RangeError('band must satisfy lower ≤ center ≤ upper')
  }

  if (value < band.lower) return 'success'
  if (value < band.center) return 'safety'
  if (value <= band.upper) return 'alert'
  return 'epidemic'
}
