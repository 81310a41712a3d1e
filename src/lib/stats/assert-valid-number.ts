/** What a numeric argument must be, phrased to complete "… must be …". */
const REQUIREMENTS = {
  count: 'a non-negative integer',
  finite: 'a finite number',
  nonNegative: 'a finite number ≥ 0',
  positive: 'a finite number > 0',
  probability: 'a number strictly between 0 and 1',
  proportion: 'a number between 0 and 1',
  integer: 'a safe integer',
} as const

export type NumberRequirement = keyof typeof REQUIREMENTS

/**
 * Throws a RangeError naming the argument unless `value` meets the
 * requirement. NaN and ±Infinity never pass.
 *
 * @example assertValidNumber(-1, 'observed', 'count')
 * // RangeError: observed must be a non-negative integer (received -1)
 */
export function assertValidNumber(
  value: unknown,
  name: string,
  requirement: NumberRequirement,
): void {
  if (typeof value === 'number' && meets(value, requirement)) return
  throw new RangeError(`${name} must be ${REQUIREMENTS[requirement]} (received ${String(value)})`)
}

function meets(value: number, requirement: NumberRequirement): boolean {
  switch (requirement) {
    case 'count':
      return Number.isInteger(value) && value >= 0
    case 'finite':
      return Number.isFinite(value)
    case 'nonNegative':
      return Number.isFinite(value) && value >= 0
    case 'positive':
      return Number.isFinite(value) && value > 0
    case 'probability':
      return value > 0 && value < 1
    case 'proportion':
      return value >= 0 && value <= 1
    case 'integer':
      return Number.isSafeInteger(value)
  }
}
