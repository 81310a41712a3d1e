/** |actual − expected| / |expected|: how many "parts" the result is off by. */
export function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected)
}
