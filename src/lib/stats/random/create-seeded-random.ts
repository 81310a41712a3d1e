import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

import { assertValidNumber } from '../assert-valid-number'
import type { UniformRandom } from './uniform-random'

/**
 * Outputs thrown away after seeding: xoroshiro128+ starts from a state built
 * directly from the seed, and neighbouring seeds (1, 2, 3…) give visibly
 * related first outputs until the state has been mixed a few dozen times.
 */
const WARM_UP_OUTPUTS = 64

/**
 * A reproducible source of uniform numbers in [0, 1): pure-rand's xoroshiro128+
 * generator (period 2^128 − 1) read 53 bits at a time, so every double in
 * [0, 1) that is a multiple of 2^−53 is equally likely.
 *
 * The same seed always gives the same sequence, on every platform. Any safe
 * integer is a valid seed; its high bits are folded into the 32 bits the
 * generator is seeded with.
 *
 * @example
 * const random = createSeededRandom(42)
 * random() // a number in [0, 1); the same first number for every run with seed 42
 *
 * @throws {RangeError} if seed is not a safe integer.
 */
export function createSeededRandom(seed: number): UniformRandom {
  assertValidNumber(seed, 'seed', 'integer')

  const wide = BigInt(seed)
  const folded = Number(BigInt.asIntN(32, wide ^ (wide >> 32n)))
  const generator = xoroshiro128plus(folded)
  for (let index = 0; index < WARM_UP_OUTPUTS; index++) generator.next()
  return () => uniformFloat64(generator)
}
