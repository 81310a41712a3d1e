/**
 * Checks a list of p-values for a multiple-testing adjustment and returns the
 * positions of those present (not NaN), in input order. NaN stands for R's
 * NA: a test that could not be run; it is left out of the count of tests.
 *
 * @throws {RangeError} unless `p` is an array whose values are each NaN or a
 *   number from 0 to 1.
 */
export function presentPValues(p: readonly number[]): number[] {
  if (!Array.isArray(p)) throw new RangeError('p must be an array of p-values')
  const present: number[] = []
  p.forEach((value, index) => {
    if (typeof value === 'number' && Number.isNaN(value)) return
    if (!(typeof value === 'number' && value >= 0 && value <= 1)) {
      throw new RangeError(
        `p[${index}] must be a number between 0 and 1, or NaN (received ${String(value)})`,
      )
    }
    present.push(index)
  })
  return present
}
