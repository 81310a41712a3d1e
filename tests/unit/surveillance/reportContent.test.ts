import { describe, expect, it } from 'vitest'
import { shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import { reportContent } from '@/lib/surveillance/present/reportContent'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

/**
 * 2014–2025, 1000 births and 1 case a month for three anomalies: 7 stays flat,
 * 8 has 10 cases a month from 2025-02 to 2025-04, and 9's 2025-03 is not available.
 */
function rows(): CountsRow[] {
  const all: CountsRow[] = []
  for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1)) {
    for (const malformation of [7, 8, 9]) {
      const burst = malformation === 8 && month >= '2025-02' && month <= '2025-04'
      const missing = malformation === 9 && month === '2025-03'
      all.push({
        registry: 'XX',
        malformation,
        period: month,
        births: 1000,
        cases: missing ? null : burst ? 10 : 1,
      })
    }
  }
  return all
}

const names: Record<number, string> = { 7: 'Flat', 8: 'Burst', 9: 'Gap' }
const report = semiannualReport(rows(), { year: 2025, half: 1 })
const options = { registryName: 'RENAC', nameOf: (n: number) => names[n]!, demo: false }

describe('reportContent', () => {
  const en = reportContent(report, { ...options, locale: 'en' })
  const row = (name: string) => en.table.rows.find((r) => r.anomaly === name)!.cells

  it('names the registry and semester and has one column per figure', () => {
    expect(en.heading).toBe('RENAC, 2025 semester 1')
    expect(en.table.columns).toHaveLength(9)
    expect(en.table.rows.map((r) => r.anomaly)).toEqual(['Flat', 'Burst', 'Gap'])
    for (const r of en.table.rows) expect(r.cells).toHaveLength(8)
    expect(en.empty).toBeNull()
    expect(en.demo).toBeNull()
  })

  it('gives births, cases and prevalence with its exact interval', () => {
    // 6 cases in 6,000 births: 10 per 10,000; exact Poisson limits of 6 are
    // 2.2019 and 13.0595 (R: qchisq(c(.025,.975), c(12,14))/2), so 3.67 to 21.77.
    expect(row('Flat').slice(0, 3)).toEqual(['6,000', '6', '10.00 (3.67–21.77)'])
    // 2020–2024: 60 cases in 60,000 births, so 6 expected; one-sided p of 6 cases
    // R: binom.test(6, 66, 6000 / 66000, "greater")$p.value = 0.5620173.
    expect(row('Flat')[3]).toBe('no alarm (6.00, 0.562)')
    // Every past semester the same: the prediction test's spread is then what Poisson counts
    // give, and the same rate again lies in its middle (R: pt(0, 4) = 0.5).
    expect(row('Flat')[4]).toBe('success (0.500)')
    // Every month tested now, busy or not: R's farringtonFlexible with the monitoring's
    // settings on 1 case a month expects 1.00, p = 0.632 (overdispersion-reference.json).
    expect(row('Flat')[7]).toBe('2025-01: 1 / 1.00 (0.632)')
    // 1 + 10 + 10 + 10 + 1 + 1 = 33 cases.
    expect(row('Burst').slice(0, 2)).toEqual(['6,000', '33'])
    expect(row('Burst')[3]).toBe('excess (6.00, < 0.001)')
    // 55 per 10,000 against 10 every past semester, the spread Poisson's at 6,000 births:
    // R's pt gives 0.008 (overdispersion-reference.json, epidemicWithFloor's first row).
    expect(row('Burst')[4]).toBe('epidemic (0.008)')
    // 10 cases where the months before had 1: Farrington–Noufaily expects 1.
    expect(row('Burst')[7]).toBe('2025-02: 10 / 1.00 (< 0.001)')
    expect(row('Burst')[5]).toMatch(/^2025-02–2025-04 \(/)
  })

  it('shows what is not available as such, never as zero', () => {
    expect(row('Gap').slice(0, 5)).toEqual(Array(5).fill('not available'))
    expect(en.missing.text).toBe(
      '1 anomaly has a month of this semester not available; its figures are shown as not available, never as zero: Gap.',
    )
  })

  it('puts the excess first in what needs attention, each with its p- and q-value', () => {
    expect(en.attention.items).toEqual([
      'Burst: more cases than expected in the semester (alarm test), p < 0.001, q < 0.001.',
      'Burst: more cases than expected over the twelve months 2024-07–2025-06 (alarm test over a year), p < 0.001, q < 0.001.',
      'Burst: more cases than expected in 2025-02 (Farrington–Noufaily), p < 0.001, q < 0.001.',
      'Burst: more cases than expected in 2025-03 (Farrington–Noufaily), p < 0.001, q < 0.001.',
      'Burst: more cases than expected in 2025-04 (Farrington–Noufaily), p < 0.001, q < 0.001.',
      'Burst: cluster in time, 2025-02–2025-04, p < 0.001, q < 0.001.',
    ])
    // 26 tests: Flat's and Burst's two alarms, epidemic test, scan, trend and six months of
    // Farrington each (every month tested, busy or not), Gap's scan, trend and the two
    // months before its gap. The two twelve-month alarms share half of the weight (6.5
    // each), the 24 others the other half (13/24 each): the cluster's Monte Carlo p of
    // 1/100,000, over its weight, ranks 6th: q = 10⁻⁵ × 24/13 × 26/6.
    expect(report.tests).toHaveLength(26)
    const cluster = report.attention.find((item) => item.kind === 'cluster')
    expect(cluster?.qValue).toBeCloseTo(((1e-5 * 24) / 13) * (26 / 6), 15)
    expect(en.attention.method).toMatch(/weighted Benjamini–Hochberg.*below 0\.05.*5%/)
  })

  it('says, per anomaly, the smallest twelve-month rise its counts could show', () => {
    // Flat and Burst expect 12 cases in the twelve months (1 a month before); Gap's twelve
    // months have a month not available. Two twelve-month alarms: a lone one needs p < 0.05/4.
    // R: k = qpois(1 - 0.05/4, 12) + 1 = 21; uniroot(ppois(k - 1, 12 f, FALSE) = 0.8): f = 2.0607.
    expect(en.detectable?.title).toBe('Minimum detectable excess over twelve months')
    expect(en.detectable?.items).toEqual([
      'Flat: +106% (12.00 expected cases in twelve months)',
      'Burst: +106% (12.00 expected cases in twelve months)',
    ])
    const pt = reportContent(report, { ...options, locale: 'pt' })
    expect(pt.detectable?.items[0]).toBe('Flat: +106% (12,00 casos esperados em doze meses)')
  })

  it('names the registries whose rates have live births only as denominator', () => {
    expect(en.denominators).toBeNull()
    const named = reportContent(report, { ...options, locale: 'en', liveBirthsOnly: ['RENAC'] })
    expect(named.denominators).toBe(
      'Live births only (no stillbirths) are the denominator of: RENAC.',
    )
  })

  it('lists nothing when every q-value is above the false discovery rate', () => {
    const flat = semiannualReport(
      rows().filter((r) => r.malformation === 7),
      { year: 2025, half: 1 },
    )
    const content = reportContent(flat, { ...options, locale: 'en' })
    expect(content.attention.items).toEqual([])
    expect(content.attention.none).toBe(
      'Nothing needs attention this semester: no test of any anomaly has a q-value below 0.05.',
    )
    // A stricter rate drops the cluster (q of 4.3 × 10⁻⁵) but keeps the rest.
    const strict = semiannualReport(rows(), { year: 2025, half: 1 }, { fdr: 4e-5 })
    expect(strict.attention.map((item) => item.kind)).not.toContain('cluster')
    expect(strict.attention.map((item) => item.kind)).toContain('alarm')
  })

  it('speaks the reader’s language and marks demonstration data', () => {
    const pt = reportContent(report, { ...options, locale: 'pt', demo: true })
    expect(pt.heading).toBe('RENAC, 2025, semestre 1')
    expect(pt.demo).toMatch(/^Dados de demonstração/)
    const ptRow = pt.table.rows.find((r) => r.anomaly === 'Flat')!.cells
    expect(ptRow.slice(0, 3)).toEqual(['6.000', '6', '10,00 (3,67–21,77)'])
    const es = reportContent(report, { ...options, locale: 'es' })
    expect(es.table.rows.find((r) => r.anomaly === 'Gap')!.cells[0]).toBe('no disponible')
  })

  it('says so when the registry has no accepted data', () => {
    const empty = reportContent(semiannualReport([], { year: 2025, half: 2 }), {
      ...options,
      locale: 'en',
    })
    expect(empty.empty).toBe('There is no accepted data for this registry.')
    expect(empty.table.rows).toEqual([])
  })
})

describe('reportContent for a reader without exact numbers', () => {
  const cell = (cases: number | null, suppressed: boolean) => ({
    registry: 'XX',
    malformation: 7,
    period: '2025-S1',
    births: 6000,
    cases,
    rate: cases === null ? null : 10,
    lower: cases === null ? null : 3.67,
    upper: cases === null ? null : 21.77,
    suppressed,
    complete: true,
  })
  const shown = reportContent(report, {
    ...options,
    locale: 'en',
    publicCells: new Map([
      [7, cell(6, false)],
      [8, cell(null, true)],
    ]),
  })
  const row = (name: string) => shown.table.rows.find((r) => r.anomaly === name)!.cells

  it('takes births, cases and prevalence from the public grid, withheld where it withholds them', () => {
    expect(row('Flat').slice(0, 3)).toEqual(['6,000', '6', '10.00 (3.67–21.77)'])
    // The grid withholds Burst's semester: no count, no rate (its exact 33 is never shown).
    expect(row('Burst').slice(0, 3)).toEqual(['6,000', 'withheld', 'withheld'])
    expect(row('Burst').join(' ')).not.toContain('33')
  })

  it('says why the grid withholds a cell, never "small" of a complement', () => {
    const withheld = (reason: 'small' | 'complement') => ({
      ...cell(null, true),
      withheld: reason,
      ...(reason === 'complement' ? { complementary: true as const } : {}),
    })
    const told = reportContent(report, {
      ...options,
      locale: 'en',
      publicCells: new Map([
        [7, withheld('small')],
        [8, withheld('complement')],
      ]),
    })
    const cells = (name: string) => told.table.rows.find((r) => r.anomaly === name)!.cells
    expect(cells('Flat').slice(1, 3)).toEqual(['withheld: small number', 'withheld: small number'])
    // Burst's semester holds 33 cases: withheld as a complement, not as a small number.
    expect(cells('Burst').slice(1, 3)).toEqual([
      'withheld to protect a small number',
      'withheld to protect a small number',
    ])
  })

  it('keeps verdicts and p-values but no expected or observed count', () => {
    expect(row('Flat')[3]).toBe('no alarm (0.562)')
    expect(row('Burst')[3]).toBe('excess (< 0.001)')
    // The monthly excess names the month and its p, not 10 observed against 1 expected.
    expect(row('Burst')[7]).not.toMatch(/\d+ \/ /)
  })

  it('states no detectable rise, which is computed from the expected count', () => {
    const told = reportContent(report, {
      ...options,
      locale: 'en',
      publicCells: new Map([[7, cell(6, false)]]),
    })
    expect(told.detectable).toBeNull()
  })
})
