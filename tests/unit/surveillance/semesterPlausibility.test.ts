import { describe, expect, it } from 'vitest'
import {
  plausibilityWarnings,
  type SubmissionHistory,
} from '@/lib/surveillance/submissions/plausibility'
import type { ValidSubmission } from '@/lib/surveillance/submissions/validateSubmission'

/**
 * The semester-level checks measured like signals: quiet on ordinary semesters drawn from the
 * registry's own rates (target: under one warning per registry-semester), and catching every
 * planted error (an all-zero month, an all-zero semester, a month keyed ×10, a month missing).
 */

// Ten anomalies with 2 to 20 cases per 10,000 births: 110 per 10,000 in all.
const RATES = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((perTenThousand) => perTenThousand / 10_000)
const MONTHS = [1, 2, 3, 4, 5, 6]

const historyOf = (monthlyBirths: number): SubmissionHistory => ({
  // Five years of the registry's own months.
  own: new Map(
    RATES.map((rate, i) => [
      i + 1,
      { cases: Math.round(rate * monthlyBirths * 60), births: monthlyBirths * 60 },
    ]),
  ),
  network: new Map(RATES.map((rate, i) => [i + 1, { cases: Math.round(rate * 1e7), births: 1e7 }])),
  monthlyBirths,
  reported: new Set(RATES.map((_, i) => i + 1)),
})

const semesterOf = (
  monthlyBirths: number,
  count: (malformation: number, month: number) => number | null,
  births: (month: number) => number | null = () => monthlyBirths,
): ValidSubmission => ({
  registry: { id: 1, code: 'ZZ', initials: 'ZZ', name: 'ZZ' },
  year: 2025,
  semester: 1,
  births: MONTHS.map((month) => ({
    month,
    liveBirths: births(month),
    stillbirths: births(month) === null ? null : 0,
  })),
  cases: MONTHS.flatMap((month) =>
    RATES.map((_, i) => ({
      malformation: i + 1,
      malformationId: i + 1,
      month,
      cases: count(i + 1, month),
    })),
  ),
})

/** A small deterministic generator (mulberry32) and Knuth's Poisson draw. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return (mean: number) => {
    const limit = Math.exp(-mean)
    let k = 0
    let p = next()
    while (p > limit) {
      k += 1
      p *= next()
    }
    return k
  }
}

const name = (number: number) => `Anomaly ${number}`
const codes = (submission: ValidSubmission, births: number) =>
  plausibilityWarnings(submission, historyOf(births), name).map((warning) => warning.code)

describe('semester plausibility', () => {
  it('stays quiet on ordinary semesters: under one warning per registry-semester', () => {
    const poisson = randomSource(36)
    let warnings = 0
    const semesters = 100
    for (let i = 0; i < semesters; i++)
      for (const births of [21_000, 2_000, 200])
        warnings += codes(
          semesterOf(births, (m) => poisson(RATES[m - 1]! * births)),
          births,
        ).length
    // 300 registry-semesters: at the 99.9 % bar about 0.06 warnings each are expected.
    expect(warnings / (semesters * 3)).toBeLessThan(1)
    expect(warnings / (semesters * 3)).toBeLessThan(0.2)
  }, 30_000)

  it('warns an all-zero semester of a large registry once, not per anomaly', () => {
    const found = codes(
      semesterOf(21_000, () => 0),
      21_000,
    )
    expect(found.filter((code) => code === 'allZeroSemester')).toHaveLength(1)
    expect(found).not.toContain('allZeroMonth')
  })

  it('warns an all-zero month of a large registry, not of a small one', () => {
    const expected = (m: number, births: number) => Math.round(RATES[m - 1]! * births)
    const large = codes(
      semesterOf(21_000, (m, month) => (month === 4 ? 0 : expected(m, 21_000))),
      21_000,
    )
    expect(large).toContain('allZeroMonth')
    // 200 births a month: about 2.2 cases expected, a month of none is ordinary (e^-2.2 ≈ 0.11).
    const small = codes(
      semesterOf(200, (m, month) => (month === 4 ? 0 : expected(m, 200) + (m === 10 ? 1 : 0))),
      200,
    )
    expect(small).not.toContain('allZeroMonth')
  })

  it('catches a month keyed ×10 and a month missing', () => {
    const expected = (m: number) => Math.round(RATES[m - 1]! * 2_000)
    const tenfold = codes(
      semesterOf(2_000, (m, month) => expected(m) * (month === 2 ? 10 : 1)),
      2_000,
    )
    // The month is named; the semester above it is not warned a second time.
    expect(tenfold).toContain('aboveOwnHistory')
    expect(tenfold).not.toContain('semesterAboveHistory')
    const missing = codes(
      semesterOf(
        2_000,
        (m, month) => (month === 5 ? null : expected(m)),
        (month) => (month === 5 ? null : 2_000),
      ),
      2_000,
    )
    expect(missing).toContain('monthWithoutBirths')
  })

  it('warns a semester far above the registry’s own rates when no month stands out', () => {
    // Every month 1.5 times its rates: 2,079 cases against 1,386 expected.
    const more = codes(
      semesterOf(21_000, (m) => Math.round(RATES[m - 1]! * 21_000 * 1.5)),
      21_000,
    )
    expect(more).toContain('semesterAboveHistory')
  })

  it('warns a semester far below the registry’s own rates', () => {
    // A third of the cases of a large registry: 1,386 expected over the semester.
    const third = codes(
      semesterOf(21_000, (m) => Math.round((RATES[m - 1]! * 21_000) / 3)),
      21_000,
    )
    expect(third).toContain('semesterBelowHistory')
  })

  it('gives an untouched grid one line, not one per anomaly', () => {
    const found = codes(
      semesterOf(
        21_000,
        () => null,
        () => null,
      ),
      21_000,
    )
    expect(found).toEqual(['semesterBlank'])
  })
})
