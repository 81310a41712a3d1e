import { assertValidNumber, type NumberRequirement } from './assert-valid-number'

/**
 * Throws a RangeError unless `values` is an array of at least `minimumLength`
 * numbers that each meet the requirement (named `name[i]` in the message),
 * and, when `length` is given, exactly that long.
 *
 * @example assertValidSeries([3, -1], 'cases', 'count', { minimumLength: 2 })
 * // RangeError: cases[1] must be a non-negative integer (received -1)
 */
export function assertValidSeries(
  values: unknown,
  name: string,
  requirement: NumberRequirement,
  { minimumLength = 1, length }: { minimumLength?: number; length?: number } = {},
): asserts values is number[] {
  if (!Array.isArray(values) || values.length < minimumLength) {
    throw new RangeError(`${name} must be an array of at least ${minimumLength} values`)
  }
  if (length !== undefined && values.length !== length) {
    throw new RangeError(`${name} must have as many values as cases (${length})`)
  }
  values.forEach((value, index) => assertValidNumber(value, `${name}[${index}]`, requirement))
}
