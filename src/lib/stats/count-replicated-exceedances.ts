import { createMultinomialSampler } from './random/create-multinomial-sampler'
import { createSeededRandom } from './random/create-seeded-random'

interface ReplicationInput {
  births: readonly number[]
  totalCases: number
  maxWindow: number
  /** For each start, the last period a window from it may reach. */
  runEnd: Int32Array
  replications: number
  seed: number
  /** The observed greatest LLR. */
  llr: number
  /** Each replication's weights, when they are not the births (an overdispersed null). */
  replicateWeights?: (random: () => number) => readonly number[]
}

/**
 * Monte Carlo part of temporalScan: in how many of `replications` random
 * redistributions of the cases (multinomial in proportion to births) some
 * window reaches the observed LLR.
 *
 * Built for speed (120 periods × 9,999 replications well under a second).
 * Births, and so every window's expected count e, are the same in every
 * replication, and a window's LLR rises with its count c once c > e (its
 * derivative is ln(c/e) − ln((C − c)/(C − e)) > 0). So each window has a
 * smallest count that reaches the observed LLR, found once by bisection;
 * a replication then only compares each window's count with that number,
 * and stops at the first window that reaches it. A start whose longest
 * window holds fewer cases than the smallest of its windows' numbers is
 * skipped whole, so a strong cluster costs about one comparison per start.
 *
 * The observed LLR comes from the direct formula; the LLRs here are written
 * c·ln c − c·ln e + (C − c)·ln(C − c) − (C − c)·ln(C − e), with ln e and
 * ln(C − e) computed once per window. The two agree to within rounding of terms as large as C·ln C, so the
 * comparison allows 10⁻¹² of that (a thousand times the rounding) and counts
 * equal-but-for-rounding as ≥, which can only make the p-value larger.
 */
export function countReplicatedExceedances({
  births,
  totalCases,
  maxWindow,
  runEnd,
  replications,
  seed,
  llr,
  replicateWeights,
}: ReplicationInput): number {
  const periods = births.length
  const minimumCounts = windowMinimumCounts(births, totalCases, maxWindow, runEnd, llr)
  const startMinimum = new Float64Array(periods)
  for (let start = 0; start < periods; start++) {
    const windows = minimumCounts.subarray(start * maxWindow, (start + 1) * maxWindow)
    startMinimum[start] = windows.reduce((least, count) => Math.min(least, count), totalCases + 1)
  }

  const draw = createMultinomialSampler(births)
  const random = createSeededRandom(seed)
  const counts = new Array<number>(periods).fill(0)
  // Float64Array: exact for counts up to 2^53, where Int32Array would wrap at 2^31.
  const cumulative = new Float64Array(periods + 1)
  let exceedances = 0
  for (let replication = 0; replication < replications; replication++) {
    // The windows' thresholds stay those of the fitted null (births): only
    // where the replicated cases fall changes under an overdispersed null.
    if (replicateWeights)
      createMultinomialSampler(replicateWeights(random))(random, totalCases, counts)
    else draw(random, totalCases, counts)
    for (let period = 0; period < periods; period++) {
      cumulative[period + 1] = cumulative[period]! + counts[period]!
    }
    if (someWindowReaches(cumulative, maxWindow, minimumCounts, startMinimum)) exceedances++
  }
  return exceedances
}

/**
 * For the window starting at period s with length L (index s·maxWindow + L − 1),
 * the smallest count whose LLR reaches `llr`; totalCases + 1 when none does
 * or the window would cross the end of its stretch (runEnd).
 */
function windowMinimumCounts(
  births: readonly number[],
  totalCases: number,
  maxWindow: number,
  runEnd: Int32Array,
  llr: number,
): Float64Array {
  const periods = births.length
  const totalBirths = births.reduce((sum, value) => sum + value, 0)
  // c·ln c, 0 for c = 0 (its limit).
  const xLogX = (count: number) => (count > 0 ? count * Math.log(count) : 0)
  const threshold = llr - 1e-12 * (1 + xLogX(totalCases) + totalCases)

  const minimum = new Float64Array(periods * maxWindow).fill(totalCases + 1)
  for (let start = 0; start < periods; start++) {
    let windowBirths = 0
    for (let length = 1; length <= maxWindow && start + length - 1 <= runEnd[start]!; length++) {
      windowBirths += births[start + length - 1]!
      const expected = (totalCases * windowBirths) / totalBirths
      if (!(expected < totalCases)) continue // the whole series: LLR 0 for every count
      const logExpected = Math.log(expected)
      const logRest = Math.log(totalCases - expected)
      const reaches = (count: number) => {
        const rest = totalCases - count
        return xLogX(count) - count * logExpected + xLogX(rest) - rest * logRest >= threshold
      }
      // Bisection over the counts above e, where the LLR increases.
      let low = Math.floor(expected) + 1 // smallest count > e
      if (low > totalCases || !reaches(totalCases)) continue
      let high = totalCases
      while (low < high) {
        const middle = Math.floor((low + high) / 2)
        if (reaches(middle)) high = middle
        else low = middle + 1
      }
      minimum[start * maxWindow + length - 1] = low
    }
  }
  return minimum
}

function someWindowReaches(
  cumulative: Float64Array,
  maxWindow: number,
  minimumCounts: Float64Array,
  startMinimum: Float64Array,
): boolean {
  const periods = cumulative.length - 1
  for (let start = 0; start < periods; start++) {
    const before = cumulative[start]!
    const last = Math.min(maxWindow, periods - start)
    // Counts only grow with the window: if even the longest cannot reach the
    // lowest number needed at this start, none of its windows can.
    if (cumulative[start + last]! - before < startMinimum[start]!) continue
    const offset = start * maxWindow - 1
    for (let length = 1; length <= last; length++) {
      if (cumulative[start + length]! - before >= minimumCounts[offset + length]!) return true
    }
  }
  return false
}
