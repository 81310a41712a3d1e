export interface FarringtonBaselineInput {
  /** The month (1-based, as in R) whose expected count is wanted. */
  now: number
  frequency: number
  b: number
  w: number
  noPeriods: number
  pastWeeksNotIncluded: number
}

export interface FarringtonBaseline {
  /** The months (1-based, increasing) the model is fitted to; also its time covariate. */
  months: number[]
  /** The seasonal group of each of those months (noPeriods for the windows around "now" in past years). */
  groups: number[]
}

/**
 * The reference data of `surveillance`'s farringtonFlexible for one month,
 * as its internal `blocks` and `algo.farrington.data.glm` build it: windows of
 * 2w + 1 months around the same month in each of the b previous years (group
 * noPeriods); with noPeriods > 1, the months between consecutive windows are
 * split into noPeriods − 1 blocks numbered 1, 2, … (Noufaily et al., Stat Med
 * 2013). Then the last pastWeeksNotIncluded months before "now", and "now",
 * are left out.
 *
 * R's assignment order is kept exactly, including that `a:(a − 1)` counts
 * down, so an empty block overwrites the month before it (when the gap
 * between windows is shorter than noPeriods − 1, as with months and
 * noPeriods = 10): the groups are R's, whatever one would expect instead.
 */
export function farringtonBaseline({
  now,
  frequency,
  b,
  w,
  noPeriods,
  pastWeeksNotIncluded,
}: FarringtonBaselineInput): FarringtonBaseline {
  const groups = new Map<number, number>()
  const assign = (from: number, to: number, group: number) => {
    for (const month of colon(from, to)) {
      if (month < 0) throw new RangeError('the reference windows start before the series')
      if (month > 0) groups.set(month, group) // R ignores index 0
    }
  }

  assign(now - w, now, noPeriods)
  const referenceMonths = Array.from({ length: b + 1 }, (_, year) => now - year * frequency)
  for (let year = 1; year <= b; year++) {
    const reference = referenceMonths[year]!
    assign(reference - w, reference + w, noPeriods)
    if (noPeriods === 1) continue
    const gap = referenceMonths[year - 1]! - 2 * w - 1 - reference
    if (gap < noPeriods - (2 * w + 1)) throw new RangeError('noPeriods is too large for the gap')
    const blockLength = Math.floor(gap / (noPeriods - 1))
    const longer = gap % (noPeriods - 1)
    const starts = [0]
    for (let block = 0; block < noPeriods - 1; block++) {
      starts.push(starts[block]! + blockLength + (block < longer ? 1 : 0))
    }
    for (let block = 1; block < noPeriods; block++) {
      const first = reference + w + 1 + starts[block - 1]!
      assign(first, reference + w + 1 + starts[block]! - 1, block)
    }
  }

  const excluded = new Set(colon(now - pastWeeksNotIncluded, now))
  const months = [...groups.keys()].filter((month) => !excluded.has(month)).sort((a, c) => a - c)
  return { months, groups: months.map((month) => groups.get(month)!) }
}

/** R's `from:to`, which counts down when to < from. */
function colon(from: number, to: number): number[] {
  const step = to >= from ? 1 : -1
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step)
}
