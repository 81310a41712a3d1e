import { assertValidNumber } from '../assert-valid-number'
import { drawBinomial } from './draw-binomial'
import type { UniformRandom } from './uniform-random'

/** Draws `total` items into the categories; fills and returns `into` when given. */
export type MultinomialSampler = (random: UniformRandom, total: number, into?: number[]) => number[]

/**
 * Below this many items per category, placing items one by one (about 15 ns
 * each, measured) is cheaper than one binomial per category (about 80 ns
 * each, whatever the count).
 */
const ITEMS_PER_CATEGORY_FOR_ONE_BY_ONE = 4

/**
 * Prepares repeated multinomial draws over fixed category weights: each draw
 * spreads `total` items over the categories, an item falling in category i
 * with probability weights[i] / Σ weights.
 *
 * Two exact methods, chosen by the number of items:
 * - few items: each item is placed on its own, by inverting the cumulative
 *   weights with a guide table (Chen and Asau, 1974) that jumps straight to
 *   the right neighbourhood;
 * - many items: sequential binomials, category i receiving Binomial(items
 *   left, weights[i] / weight of categories i…k), so a draw costs one
 *   binomial per category however many items there are.
 * Cumulative weights, guide table and conditional probabilities are
 * computed once here, so repeated draws (the scan's replications) pay only
 * for the sampling.
 *
 * @example
 * const draw = createMultinomialSampler([1200, 1100, 1300]) // births per month
 * draw(createSeededRandom(1), 36) // e.g. [12, 10, 14]: always sums to 36
 *
 * @throws {RangeError} if a weight is not a finite number ≥ 0, or all are 0
 *   (also, when drawing, if total is not a non-negative integer).
 */
export function createMultinomialSampler(weights: readonly number[]): MultinomialSampler {
  weights.forEach((weight, index) => assertValidNumber(weight, `weights[${index}]`, 'nonNegative'))

  const count = weights.length
  const conditional = new Float64Array(count)
  let weightLeft = 0
  for (let index = count - 1; index >= 0; index--) {
    weightLeft += weights[index]!
    // The last category with weight gets probability 1: every item left.
    conditional[index] = weightLeft > 0 ? Math.min(1, weights[index]! / weightLeft) : 0
  }
  if (!(weightLeft > 0)) throw new RangeError('weights must include a value > 0')
  const placeOneByOne = createItemPlacer(weights, weightLeft)

  return (random, total, into = new Array<number>(count)) => {
    assertValidNumber(total, 'total', 'count')
    if (total < ITEMS_PER_CATEGORY_FOR_ONE_BY_ONE * count) return placeOneByOne(random, total, into)
    let left = total
    for (let index = 0; index < count; index++) {
      const drawn = left === 0 ? 0 : drawBinomial(random, left, conditional[index]!)
      into[index] = drawn
      left -= drawn
    }
    return into
  }
}

/** Places items one at a time by inverting the cumulative weights through a guide table. */
function createItemPlacer(weights: readonly number[], totalWeight: number): MultinomialSampler {
  const count = weights.length
  const cumulative = new Float64Array(count)
  let running = 0
  let lastWithWeight = 0
  for (let index = 0; index < count; index++) {
    running += weights[index]!
    cumulative[index] = running / totalWeight
    if (weights[index]! > 0) lastWithWeight = index
  }
  // Rounding must not leave a sliver of [0, 1) past the last category with weight.
  for (let index = lastWithWeight; index < count; index++) cumulative[index] = 1

  // guide[j]: the first category whose cumulative share exceeds j / count.
  const guide = new Int32Array(count)
  let category = 0
  for (let bucket = 0; bucket < count; bucket++) {
    while (cumulative[category]! <= bucket / count) category++
    guide[bucket] = category
  }

  return (random, total, into = new Array<number>(count)) => {
    into.fill(0, 0, count)
    for (let item = 0; item < total; item++) {
      const u = random()
      let index = guide[Math.floor(u * count)]!
      while (cumulative[index]! <= u) index++
      into[index]!++
    }
    return into
  }
}
