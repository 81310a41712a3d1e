import { describe, expect, it } from 'vitest'
import { versionsInForce } from '@/lib/surveillance/caseRecords/versionsInForce'
import type { GroupDefinition } from '@/lib/surveillance/caseRecords/model'
import { withheldBreakdown } from '@/lib/surveillance/disclosure/caseBreakdownGrid'
import { publicGrid } from '@/lib/surveillance/disclosure/publicGrid'
import {
  caseBreakdownCells,
  type BreakdownRecord,
  type CaseBreakdown,
} from '@/lib/surveillance/tables/caseBreakdown'
import { caseViewRow } from '@/lib/surveillance/tables/caseViewRows'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'

const record = (
  groups: number[],
  outcome: BreakdownRecord['outcome'],
  prenatalDiagnosis: BreakdownRecord['prenatalDiagnosis'],
  caseClass: BreakdownRecord['caseClass'],
): BreakdownRecord => ({ groups, outcome, prenatalDiagnosis, caseClass })

describe('caseBreakdownCells', () => {
  // Registry AA sends both semesters of 2025 as case records, BB only the second.
  const semesters = [
    {
      registry: 'AA',
      year: 2025,
      semester: 1 as const,
      records: [
        record([4], 'live-birth', 'yes', 'isolated'),
        record([4, 7], 'topfa', 'yes', 'multiple'),
        record([9], 'live-birth', null, 'chromosomal'),
      ],
    },
    {
      registry: 'AA',
      year: 2025,
      semester: 2 as const,
      records: [record([4], 'fetal-death', 'no', 'isolated')],
    },
    {
      registry: 'BB',
      year: 2025,
      semester: 2 as const,
      records: [record([7], 'live-birth', 'unknown', 'syndrome')],
    },
    // Another year: left out.
    {
      registry: 'BB',
      year: 2024,
      semester: 2 as const,
      records: [record([4], 'topfa', 'yes', 'isolated')],
    },
  ]
  const cells = caseBreakdownCells(semesters, 4, 2025)
  const at = (registry: string, period: string) =>
    cells.find((cell) => cell.registry === registry && cell.period === period)

  it('counts each case of the anomaly once, split by outcome, prenatal diagnosis and class', () => {
    // AA S1: the two cases in group 4 (the third is Down syndrome only): one live birth,
    // one TOPFA; both diagnosed before birth; one isolated, one multiple.
    expect(at('AA', '2025-S1')!.counts).toEqual<CaseBreakdown>({
      cases: 2,
      outcome: { 'live-birth': 1, 'fetal-death': 0, topfa: 1 },
      prenatal: { yes: 2, no: 0, unknown: 0 },
      caseClass: { chromosomal: 0, syndrome: 0, multiple: 1, isolated: 1 },
    })
    // AA's year is its two semesters: 3 cases, the S2 fetal death not diagnosed before birth.
    expect(at('AA', '2025')!.counts).toEqual<CaseBreakdown>({
      cases: 3,
      outcome: { 'live-birth': 1, 'fetal-death': 1, topfa: 1 },
      prenatal: { yes: 2, no: 1, unknown: 0 },
      caseClass: { chromosomal: 0, syndrome: 0, multiple: 1, isolated: 2 },
    })
  })

  it('gives a semester without a case of the anomaly zeros, and no cell for a period not sent as records', () => {
    expect(at('BB', '2025-S2')!.counts.cases).toBe(0)
    // BB sent S1 as monthly counts (or not at all): no S1 and no year, which is not 0.
    expect(at('BB', '2025-S1')).toBeUndefined()
    expect(at('BB', '2025')).toBeUndefined()
  })

  it('pools the network over the registries with case data for the whole period', () => {
    expect(at('network', '2025-S1')).toMatchObject({ pooled: ['AA'], counts: { cases: 2 } })
    // S2: AA's fetal death and BB's zero.
    expect(at('network', '2025-S2')).toMatchObject({
      pooled: ['AA', 'BB'],
      counts: { cases: 1, outcome: { 'fetal-death': 1 } },
    })
    expect(at('network', '2025')).toMatchObject({ pooled: ['AA'], counts: { cases: 3 } })
  })

  it('counts a prenatal diagnosis not available with the unknown ones', () => {
    const downs = caseBreakdownCells(semesters, 9, 2025).find(
      (cell) => cell.registry === 'AA' && cell.period === '2025-S1',
    )!
    expect(downs.counts.prenatal).toEqual({ yes: 0, no: 0, unknown: 1 })
  })
})

const gridRow = (registry: string, period: string, cases: number): PrevalenceRow => ({
  registry,
  malformation: 1,
  period,
  births: 10_000,
  cases,
  rate: null,
  lower: null,
  upper: null,
  suppressed: false,
  complete: true,
})
const withheldRow = (row: PrevalenceRow): PrevalenceRow => ({
  ...row,
  cases: null,
  suppressed: true,
})

const breakdown = (
  cases: number,
  outcome: [number, number, number],
  prenatal: [number, number, number],
  caseClass: [number, number, number, number],
): CaseBreakdown => ({
  cases,
  outcome: { 'live-birth': outcome[0], 'fetal-death': outcome[1], topfa: outcome[2] },
  prenatal: { yes: prenatal[0], no: prenatal[1], unknown: prenatal[2] },
  caseClass: {
    chromosomal: caseClass[0],
    syndrome: caseClass[1],
    multiple: caseClass[2],
    isolated: caseClass[3],
  },
})

describe('withheldBreakdown', () => {
  it('withholds a small outcome and the one number that would give it back, in the registry and the network', () => {
    // Grid (nothing small, nothing withheld): AA 12 + 8 = 20, BB 6 + 7 = 13, network the sums.
    const exact = [
      gridRow('AA', '2025-S1', 12),
      gridRow('AA', '2025-S2', 8),
      gridRow('AA', '2025', 20),
      gridRow('BB', '2025-S1', 6),
      gridRow('BB', '2025-S2', 7),
      gridRow('BB', '2025', 13),
      gridRow('network', '2025-S1', 18),
      gridRow('network', '2025-S2', 15),
      gridRow('network', '2025', 33),
    ]
    // AA sent S1 as records: 10 live births, 2 fetal deaths (small), no TOPFA.
    const counts = breakdown(12, [10, 2, 0], [6, 6, 0], [0, 0, 0, 12])
    const cells = [
      { registry: 'AA', malformation: 1, period: '2025-S1', counts },
      { registry: 'network', malformation: 1, period: '2025-S1', pooled: ['AA'], counts },
    ]
    const withheld = withheldBreakdown(exact, publicGrid(exact), cells, 5)
    // The fetal deaths are small; with the total (12, on the grid) and TOPFA (0) shown, the
    // live births give them back (12 − 10 − 0), so they go too. The network pools AA alone: its
    // numbers equal AA's, so its fetal deaths and live births go as well. Nothing else is
    // needed: the live births and fetal deaths are then known only as a sum of 12.
    expect([...withheld].sort()).toEqual([
      'AA|2025-S1|outcome:fetal-death',
      'AA|2025-S1|outcome:live-birth',
      'network|2025-S1|outcome:fetal-death',
      'network|2025-S1|outcome:live-birth',
    ])
  })

  it('never gives back a count the grid withholds', () => {
    // AA alone: S1 has 3 cases (small) and S2 9; the grid shows the year (12), so it withholds
    // both semesters (and the network's, equal to them).
    const exact = [
      gridRow('AA', '2025-S1', 3),
      gridRow('AA', '2025-S2', 9),
      gridRow('AA', '2025', 12),
      gridRow('network', '2025-S1', 3),
      gridRow('network', '2025-S2', 9),
      gridRow('network', '2025', 12),
    ]
    const grid = publicGrid(exact.map((row) => (row.period === '2025' ? row : withheldRow(row))))
    // AA sent S2 as records: all 9 live births, diagnosed before birth, isolated.
    const counts = breakdown(9, [9, 0, 0], [9, 0, 0], [0, 0, 0, 9])
    const cells = [
      { registry: 'AA', malformation: 1, period: '2025-S2', counts },
      { registry: 'network', malformation: 1, period: '2025-S2', pooled: ['AA'], counts },
    ]
    const withheld = withheldBreakdown(exact, grid, cells, 5)
    // Each split adds up to S2's 9 with zeros elsewhere, so any one 9 shown gives S2 back, and
    // S1 = 12 − 9 with it. Every 9 goes, and the network's total (AA's, not on the grid); the
    // zeros stay (they say nothing the withheld 9s do not hide).
    expect([...withheld].sort()).toEqual([
      'AA|2025-S2|caseClass:isolated',
      'AA|2025-S2|cases',
      'AA|2025-S2|outcome:live-birth',
      'AA|2025-S2|prenatal:yes',
      'network|2025-S2|caseClass:isolated',
      'network|2025-S2|cases',
      'network|2025-S2|outcome:live-birth',
      'network|2025-S2|prenatal:yes',
    ])
  })

  it('withholds nothing with the threshold at 0', () => {
    const exact = [gridRow('AA', '2025-S1', 2)]
    const counts = breakdown(2, [1, 1, 0], [2, 0, 0], [0, 0, 0, 2])
    const cells = [{ registry: 'AA', malformation: 1, period: '2025-S1', counts }]
    expect(withheldBreakdown(exact, publicGrid(exact), cells, 0).size).toBe(0)
  })
})

describe('caseViewRow', () => {
  const counts = breakdown(20, [15, 2, 3], [8, 10, 2], [2, 1, 3, 14])
  const base = {
    registry: 'AA',
    malformation: 1,
    period: '2025',
    cell: { registry: 'AA', malformation: 1, period: '2025', counts },
    births: 40_000,
    liveBirths: 39_800,
    definitions: [{ version: '2025-1', validFrom: '2025-01-01' }],
  }

  it('computes both prevalences and both shares from the counts', () => {
    const row = caseViewRow({ ...base, hidden: () => false })
    // 20 / 40,000 × 10,000 = 5; 15 / 39,800 × 10,000 = 3.7688…
    expect(row.totalPrevalence!.rate).toBeCloseTo(5, 10)
    expect(row.liveBirthPrevalence!.rate).toBeCloseTo(150_000 / 39_800, 10)
    // 8 of 20 diagnosed before birth; 14 of 20 isolated.
    expect(row.prenatalShare).toBe(0.4)
    expect(row.isolatedShare).toBe(0.7)
    expect(row).toMatchObject({ caseData: true, withheld: false, cases: 20 })
  })

  it('drops a withheld count with every rate and share made from it', () => {
    const hidden = new Set(['outcome:live-birth', 'prenatal:yes'])
    const row = caseViewRow({ ...base, hidden: (name) => hidden.has(name) })
    expect(row.outcome['live-birth']).toBeNull()
    expect(row.liveBirthPrevalence).toBeNull()
    expect(row.prenatalShare).toBeNull()
    expect(row.totalPrevalence!.rate).toBeCloseTo(5, 10)
    expect(row.withheld).toBe(true)
  })

  it('says "no case-level data" for a period sent as monthly counts, not 0', () => {
    const row = caseViewRow({ ...base, cell: undefined, hidden: () => false })
    expect(row).toMatchObject({ caseData: false, cases: null, definitions: [], withheld: false })
    expect(row.outcome).toEqual({ 'live-birth': null, 'fetal-death': null, topfa: null })
  })
})

describe('versionsInForce', () => {
  const version = (label: string, validFrom: string, malformation = 4): GroupDefinition => ({
    malformation,
    version: label,
    validFrom,
    include: [],
    exclude: [],
    yieldsTo: [],
  })
  const definitions = [
    version('2020-1', '2020-01-01'),
    version('2025-1', '2025-03-15'),
    version('2026-1', '2026-01-01'),
    version('other', '2019-01-01', 7),
  ]

  it('cites the version in force on the first day and every one that started within the period', () => {
    expect(
      versionsInForce(definitions, 4, '2025-01-01', '2025-06-30').map((v) => v.version),
    ).toEqual(['2020-1', '2025-1'])
    expect(
      versionsInForce(definitions, 4, '2025-07-01', '2025-12-31').map((v) => v.version),
    ).toEqual(['2025-1'])
  })

  it('cites nothing before the first version', () => {
    expect(versionsInForce(definitions, 4, '2010-01-01', '2010-12-31')).toEqual([])
  })
})
