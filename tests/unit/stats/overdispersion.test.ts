import { describe, expect, it } from 'vitest'

import {
  endemicPredictionPValue,
  excessPValue,
  farringtonFlexible,
  minimumDetectableRise,
  overdispersedExcessPValue,
  quasiPoissonTrend,
  type FarringtonFlexibleInput,
} from '@/lib/stats'
import { FARRINGTON_SETTINGS } from '@/lib/surveillance/monitoring/farringtonAnalysis'

import reference from '../fixtures/overdispersion-reference.json'
import { referenceError, referenceValue } from './reference-value'

/** glm iterates (R to 1e-12 here, ours to R's default 1e-8 on the deviance). */
const ITERATED = 1e-6
const CLOSED_FORM = 1e-9

describe('quasiPoissonTrend against R (glm, family = quasipoisson, dispersion floored at 1)', () => {
  it.each(reference.quasiPoissonTrend)('$name', (row) => {
    const result = quasiPoissonTrend({
      cases: row.cases,
      births: row.births,
      times: row.times,
      strata: 'strata' in row ? (row.strata as string[]) : undefined,
    })
    for (const field of ['percentChange', 'lower', 'upper', 'pValue', 'dispersion'] as const)
      expect(referenceError(result[field], referenceValue(row[field]))).toBeLessThan(ITERATED)
    expect(result.residualDegrees).toBe(row.residualDegrees)
  })

  it('is never narrower than the Poisson trend: nearly constant counts keep dispersion 1', () => {
    const row = reference.quasiPoissonTrend.find((r) => r.name.startsWith('nearly constant'))!
    expect(row.dispersion).toBe(1)
    expect(quasiPoissonTrend(row).dispersion).toBe(1)
  })
})

describe('overdispersedExcessPValue against R (pbeta; binom.test at dispersion 1)', () => {
  it.each(reference.overdispersedExcess)(
    '$observed cases, $baselineCases in the baseline, dispersions $observedDispersion and $baselineDispersion',
    (row) => {
      const p = overdispersedExcessPValue(row)
      expect(referenceError(p, row.pValue)).toBeLessThan(CLOSED_FORM)
      if (row.observedDispersion === 1 && row.baselineDispersion === 1)
        expect(referenceError(excessPValue(row), row.pValue)).toBeLessThan(CLOSED_FORM)
    },
  )

  it('weakens the same excess as the counts vary more from year to year', () => {
    // 600 cases where 4,300 × 1/9 ≈ 478 were expected: 25 % above.
    const poisson = { observed: 600, baselineCases: 4300, share: 0.1 }
    const p1 = excessPValue(poisson)
    const p5 = overdispersedExcessPValue({
      ...poisson,
      observedDispersion: 5.5,
      baselineDispersion: 1.9,
    })
    expect(p1).toBeLessThan(1e-6)
    expect(p5).toBeGreaterThan(0.01)
  })

  it('refuses a dispersion below 1', () => {
    expect(() =>
      overdispersedExcessPValue({
        observed: 3,
        baselineCases: 5,
        share: 0.2,
        observedDispersion: 0.9,
        baselineDispersion: 1,
      }),
    ).toThrow(/observedDispersion must be a finite number ≥ 1/)
  })
})

describe('endemicPredictionPValue with a Poisson floor against R (pt)', () => {
  it.each(reference.epidemicWithFloor)('history $history, value $value', (row) => {
    const p = endemicPredictionPValue(row.history, row.value, { minimumSd: row.minimumSd })
    expect(referenceError(p, row.pValue)).toBeLessThan(CLOSED_FORM)
  })
})

describe("farringtonFlexible with the monitoring's settings against R (surveillance, 'muan', no 5-in-4 filter)", () => {
  it.each(reference.farringtonMonitoring)('$name', (row) => {
    const input = row.input as FarringtonFlexibleInput
    // The fixture's settings are the monitoring's own.
    const { cases, births, range, ...settings } = input
    expect({ ...settings, limit54: [...settings.limit54] }).toEqual({
      ...FARRINGTON_SETTINGS,
      limit54: [...FARRINGTON_SETTINGS.limit54],
    })
    const result = farringtonFlexible({ ...FARRINGTON_SETTINGS, cases, births, range })
    const worst = (actual: number[], expected: (number | string)[]) =>
      Math.max(...actual.map((value, i) => referenceError(value, referenceValue(expected[i]!))))
    expect(worst(result.expected, row.expected)).toBeLessThan(ITERATED)
    expect(worst(result.upperbound, row.upperbound)).toBeLessThan(ITERATED)
    expect(worst(result.pvalue, row.pvalue)).toBeLessThan(ITERATED)
  })
})

describe('minimumDetectableRise against R (qpois, uniroot)', () => {
  it.each(reference.minimumDetectableRise)(
    '$expected expected, level $level, power $power, dispersion $dispersion',
    (row) => {
      expect(referenceError(minimumDetectableRise(row), row.rise)).toBeLessThan(ITERATED)
    },
  )

  it('is infinite when nothing is expected', () => {
    expect(minimumDetectableRise({ expected: 0, level: 0.001 })).toBe(Number.POSITIVE_INFINITY)
  })
})
