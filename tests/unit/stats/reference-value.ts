/**
 * A number from the R reference fixtures: JSON has no NaN or Infinity, so
 * the R scripts write those as strings.
 */
export function referenceValue(value: number | string): number {
  if (typeof value === 'number') return value
  if (value === 'NaN') return Number.NaN
  if (value === 'Infinity') return Number.POSITIVE_INFINITY
  if (value === '-Infinity') return Number.NEGATIVE_INFINITY
  throw new Error(`not a reference number: ${value}`)
}

/**
 * Distance from an R value: relative error, or the absolute difference when
 * R's value is 0 (a relative error is undefined there); 0 when both are the
 * same non-finite value.
 */
export function referenceError(actual: number, expected: number): number {
  if (!Number.isFinite(expected)) return Object.is(actual, expected) ? 0 : Number.POSITIVE_INFINITY
  if (expected === 0) return Math.abs(actual)
  return Math.abs(actual - expected) / Math.abs(expected)
}
