import { describe, expect, it } from 'vitest'
import {
  isDownSyndrome,
  maternalAgeBand,
  type ByMaternalAge,
} from '@/lib/surveillance/caseRecords/maternalAge'
import type { GroupDefinition } from '@/lib/surveillance/caseRecords/model'
import { readBirthsByMaternalAge } from '@/lib/surveillance/caseSubmissions/readBirthsByMaternalAge'
import { withheldBreakdown } from '@/lib/surveillance/disclosure/caseBreakdownGrid'
import { publicGrid } from '@/lib/surveillance/disclosure/publicGrid'
import { caseBreakdownCells, type BreakdownRecord } from '@/lib/surveillance/tables/caseBreakdown'
import { caseViewRow } from '@/lib/surveillance/tables/caseViewRows'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'

describe('maternalAgeBand', () => {
  it('puts each age in its five-year band, the edges in the upper one', () => {
    expect(maternalAgeBand(14)).toBe('<20')
    expect(maternalAgeBand(19)).toBe('<20')
    expect(maternalAgeBand(20)).toBe('20-24')
    expect(maternalAgeBand(24)).toBe('20-24')
    expect(maternalAgeBand(25)).toBe('25-29')
    expect(maternalAgeBand(34)).toBe('30-34')
    expect(maternalAgeBand(35)).toBe('35-39')
    expect(maternalAgeBand(44)).toBe('40-44')
    expect(maternalAgeBand(45)).toBe('45+')
    expect(maternalAgeBand(52)).toBe('45+')
  })

  it('counts an age not available as unknown', () => {
    expect(maternalAgeBand(null)).toBe('unknown')
  })
})

describe('isDownSyndrome', () => {
  const version = (
    malformation: number,
    validFrom: string,
    include: GroupDefinition['include'],
  ): GroupDefinition => ({
    malformation,
    version: validFrom.slice(0, 4),
    validFrom,
    include,
    exclude: [],
    yieldsTo: [],
  })
  const definitions = [
    version(9, '2000-01-01', [{ from: 'Q90', to: 'Q90' }]),
    version(12, '2000-01-01', [{ from: 'Q900', to: 'Q909' }]),
    version(4, '2000-01-01', [{ from: 'Q20', to: 'Q26' }]),
    // Chromosomal anomalies as a whole hold Q90 but are not Down syndrome.
    version(30, '2000-01-01', [{ from: 'Q90', to: 'Q99' }]),
    // Anomaly 40 was Down syndrome until its 2020 version made it trisomy 18.
    version(40, '2000-01-01', [{ from: 'Q90', to: 'Q90' }]),
    version(40, '2020-01-01', [{ from: 'Q910', to: 'Q913' }]),
  ]

  it('recognises the anomaly whose code list is Q90 or parts of it, whatever its number', () => {
    expect(isDownSyndrome(definitions, 9, '2025-12-31')).toBe(true)
    expect(isDownSyndrome(definitions, 12, '2025-12-31')).toBe(true)
    expect(isDownSyndrome(definitions, 4, '2025-12-31')).toBe(false)
    expect(isDownSyndrome(definitions, 30, '2025-12-31')).toBe(false)
  })

  it('reads the version in force on the day asked, and nothing without a definition', () => {
    expect(isDownSyndrome(definitions, 40, '2019-12-31')).toBe(true)
    expect(isDownSyndrome(definitions, 40, '2020-12-31')).toBe(false)
    expect(isDownSyndrome(definitions, 9, '1999-12-31')).toBe(false)
    expect(isDownSyndrome(definitions, 77, '2025-12-31')).toBe(false)
  })
})

describe('readBirthsByMaternalAge', () => {
  // 6 months of 100 live births and 2 stillbirths: 612 births.
  const births = Array.from({ length: 6 }, (_, i) => ({
    month: i + 1,
    liveBirths: 100,
    stillbirths: 2,
  }))

  it('reads the bands sent, a band not sent having no birth', () => {
    const read = readBirthsByMaternalAge(
      [
        { band: '<20', births: 100 },
        { band: '25-29', births: '300' },
        { band: '45+', births: 12 },
        { band: 'unknown', births: 200 },
      ],
      births,
    )
    expect(read.issues).toEqual([])
    expect(read.value).toEqual<ByMaternalAge>({
      '<20': 100,
      '20-24': 0,
      '25-29': 300,
      '30-34': 0,
      '35-39': 0,
      '40-44': 0,
      '45+': 12,
      unknown: 200,
    })
  })

  it('is null when nothing is sent', () => {
    expect(readBirthsByMaternalAge(undefined, births)).toEqual({ value: null, issues: [] })
  })

  it('refuses bands that do not add up to the semester’s births', () => {
    const read = readBirthsByMaternalAge([{ band: '30-34', births: 611 }], births)
    expect(read).toEqual({
      value: null,
      issues: [
        { field: 'birthsByMaternalAge', code: 'bandsSum', params: { sent: 611, total: 612 } },
      ],
    })
  })

  it('names each wrong item: unknown band, band twice, not a whole number, negative, missing', () => {
    const read = readBirthsByMaternalAge(
      [
        { band: '50+', births: 1 },
        { band: '<20', births: 2.5 },
        { band: '<20', births: 3 },
        { band: '20-24', births: -1 },
        { band: '25-29' },
        'x',
      ],
      births,
    )
    expect(read.value).toBeNull()
    expect(read.issues.map((issue) => `${issue.field} ${issue.code}`)).toEqual([
      'birthsByMaternalAge[0].band invalidChoice',
      'birthsByMaternalAge[1].births notInteger',
      'birthsByMaternalAge[2].band duplicateBand',
      'birthsByMaternalAge[3].births negative',
      'birthsByMaternalAge[4].births required',
      'birthsByMaternalAge[5] notAList',
    ])
    expect(readBirthsByMaternalAge({ band: '<20' }, births).issues).toEqual([
      { field: 'birthsByMaternalAge', code: 'notAList' },
    ])
  })

  it('cannot check the sum when a month’s stillbirths are not available', () => {
    const unknown = births.map((month, i) => (i === 0 ? { ...month, stillbirths: null } : month))
    expect(readBirthsByMaternalAge([{ band: '<20', births: 612 }], unknown).issues).toEqual([
      { field: 'birthsByMaternalAge', code: 'bandsWithoutTotal' },
    ])
  })
})

const down = (maternalAge: number | null): BreakdownRecord => ({
  groups: [9],
  outcome: 'live-birth',
  prenatalDiagnosis: 'no',
  caseClass: 'chromosomal',
  maternalAge,
})
const bands = (values: number[]): ByMaternalAge => {
  const [a, b, c, d, e, f, g, h] = values
  return {
    '<20': a!,
    '20-24': b!,
    '25-29': c!,
    '30-34': d!,
    '35-39': e!,
    '40-44': f!,
    '45+': g!,
    unknown: h!,
  }
}

describe('Down syndrome by maternal age: the breakdown', () => {
  // AA sends both semesters with births by maternal age, BB its first without them.
  const semesters = [
    {
      registry: 'AA',
      year: 2025,
      semester: 1 as const,
      // 19, 20, 24, 44, 45, unknown, and a case of another anomaly (not counted).
      records: [
        down(19),
        down(20),
        down(24),
        down(44),
        down(45),
        down(null),
        { ...down(30), groups: [4] },
      ],
      birthsByMaternalAge: bands([500, 1000, 1500, 1200, 900, 300, 100, 500]),
    },
    {
      registry: 'AA',
      year: 2025,
      semester: 2 as const,
      records: [down(36), down(39), down(40), down(19)],
      birthsByMaternalAge: bands([400, 1100, 1400, 1300, 800, 400, 50, 550]),
    },
    { registry: 'BB', year: 2025, semester: 1 as const, records: [down(30), down(31)] },
  ]
  const cells = caseBreakdownCells(semesters, 9, 2025, true)
  const at = (registry: string, period: string) =>
    cells.find((cell) => cell.registry === registry && cell.period === period)!

  it('counts each case in its band, and the year as the sum of its semesters', () => {
    expect(at('AA', '2025-S1').counts.maternalAge).toEqual(bands([1, 2, 0, 0, 0, 1, 1, 1]))
    expect(at('AA', '2025-S2').counts.maternalAge).toEqual(bands([1, 0, 0, 0, 2, 1, 0, 0]))
    expect(at('AA', '2025').counts.maternalAge).toEqual(bands([2, 2, 0, 0, 2, 2, 1, 1]))
    expect(at('AA', '2025').maternalAgeBirths).toEqual(
      bands([900, 2100, 2900, 2500, 1700, 700, 150, 1050]),
    )
  })

  it('has no split where the births by maternal age were not sent, nor for the network', () => {
    expect(at('BB', '2025-S1').counts.maternalAge).toBeUndefined()
    expect(at('BB', '2025-S1').maternalAgeBirths).toBeUndefined()
    expect(at('network', '2025-S1').counts).toMatchObject({ cases: 8 })
    expect(at('network', '2025-S1').counts.maternalAge).toBeUndefined()
  })

  it('has no split for an anomaly that is not Down syndrome', () => {
    const other = caseBreakdownCells(semesters, 4, 2025, false)
    expect(other.find((cell) => cell.registry === 'AA')!.counts.maternalAge).toBeUndefined()
  })

  it('gives each band its prevalence per 10,000 births of the band with the exact interval', () => {
    const cell = at('AA', '2025')
    const row = caseViewRow({
      registry: 'AA',
      malformation: 9,
      period: '2025',
      cell,
      births: 12_000,
      liveBirths: 11_900,
      hidden: () => false,
      definitions: [],
    })
    const band = (name: string) => row.maternalAge!.find((entry) => entry.band === name)!
    // 2 cases among 700 births of mothers 40–44: 28.571… per 10,000; Poisson 95% interval
    // of 2 cases [0.24221, 7.22468] (qchisq(0.025, 4) / 2, qchisq(0.975, 6) / 2) over 700.
    expect(band('40-44')).toMatchObject({ births: 700, cases: 2 })
    expect(band('40-44').prevalence!.rate).toBeCloseTo(28.5714, 3)
    expect(band('40-44').prevalence!.lower).toBeCloseTo(3.46016, 3)
    expect(band('40-44').prevalence!.upper).toBeCloseTo(103.2097, 2)
    // No case among 2,900 births: 0, interval [0, 3.68888 / 2,900 × 10,000].
    expect(band('25-29')).toMatchObject({ births: 2900, cases: 0 })
    expect(band('25-29').prevalence!.rate).toBe(0)
    expect(band('25-29').prevalence!.upper).toBeCloseTo(12.72028, 3)
    // Ages not available: 1 case among 1,050 births.
    expect(band('unknown').prevalence!.rate).toBeCloseTo(9.52381, 4)
    expect(row.maternalAge!.map((entry) => entry.band)).toEqual([
      '<20',
      '20-24',
      '25-29',
      '30-34',
      '35-39',
      '40-44',
      '45+',
      'unknown',
    ])
  })

  it('says "no births by maternal age" (null, not 0) where they were not sent', () => {
    const row = caseViewRow({
      registry: 'BB',
      malformation: 9,
      period: '2025-S1',
      cell: at('BB', '2025-S1'),
      births: 6000,
      liveBirths: 5950,
      hidden: () => false,
      definitions: [],
    })
    expect(row.cases).toBe(2)
    expect(row.maternalAge).toBeNull()
  })
})

describe('Down syndrome by maternal age: withholding', () => {
  const gridRow = (registry: string, period: string, cases: number): PrevalenceRow => ({
    registry,
    malformation: 9,
    period,
    births: 10_000,
    cases,
    rate: null,
    lower: null,
    upper: null,
    suppressed: false,
    complete: true,
  })

  it('withholds a small band and the band that would give it back, and drops their rates', () => {
    // AA's first semester: 12 cases on the grid, 10 of mothers 35–39 and 2 of 40–44.
    const records = [...Array.from({ length: 10 }, () => down(37)), down(41), down(43)]
    const cells = caseBreakdownCells(
      [
        {
          registry: 'AA',
          year: 2025,
          semester: 1,
          records,
          birthsByMaternalAge: bands([500, 1000, 1500, 1200, 900, 300, 100, 500]),
        },
      ],
      9,
      2025,
      true,
    )
    const exact = [gridRow('AA', '2025-S1', 12), gridRow('network', '2025-S1', 12)]
    const withheld = withheldBreakdown(exact, publicGrid(exact), cells, 5)
    // The 2 are small; with the 12 on the grid and the zeros shown, the 10 gives them back
    // (12 − 10), so it goes too. The other splits (12 live births, 12 not diagnosed, 12
    // chromosomal, zeros elsewhere) reveal nothing small.
    expect([...withheld].sort()).toEqual([
      'AA|2025-S1|maternalAge:35-39',
      'AA|2025-S1|maternalAge:40-44',
    ])
    const row = caseViewRow({
      registry: 'AA',
      malformation: 9,
      period: '2025-S1',
      cell: cells.find((cell) => cell.registry === 'AA')!,
      births: 6000,
      liveBirths: 5950,
      hidden: (name) => withheld.has(`AA|2025-S1|${name}`),
      definitions: [],
    })
    const band = (name: string) => row.maternalAge!.find((entry) => entry.band === name)!
    expect(band('40-44')).toEqual({ band: '40-44', births: 300, cases: null, prevalence: null })
    expect(band('35-39')).toEqual({ band: '35-39', births: 900, cases: null, prevalence: null })
    expect(band('25-29')).toMatchObject({ births: 1500, cases: 0 })
    expect(row.cases).toBe(12)
    expect(row.withheld).toBe(true)
  })
})
