import { describe, expect, it } from 'vitest'
import { monthsBetween, type CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'
import { birthsByYear } from '@/lib/surveillance/tables/birthsByYear'
import { prevalenceCsv } from '@/lib/surveillance/tables/prevalenceFiles'
import { parsePrevalenceQuery } from '@/lib/surveillance/tables/prevalenceQuery'
import { prevalenceRows, type PrevalenceMonths } from '@/lib/surveillance/tables/prevalenceRows'

const parse = (query: string) => parsePrevalenceQuery(new URLSearchParams(query))

describe('parsePrevalenceQuery', () => {
  it('reads lists given with commas or as repeated parameters, once each', () => {
    expect(
      parse('malformation=3,4&malformation=3&registry=AR-RENAC&registry=Network,ar-renac'),
    ).toEqual({
      ok: true,
      value: {
        malformations: [3, 4],
        registries: ['AR-RENAC', 'network'],
        from: null,
        to: null,
        groupBy: 'year',
        format: 'json',
      },
    })
  })

  it('defaults to the pooled network', () => {
    const parsed = parse('malformation=1&from=2020-01&to=2021-12&groupBy=registry&format=csv')
    expect(parsed.ok && parsed.value).toMatchObject({
      registries: ['network'],
      from: '2020-01',
      to: '2021-12',
      groupBy: 'registry',
      format: 'csv',
    })
  })

  it('collects every problem', () => {
    const parsed = parse('from=2020-1&to=2200-01&groupBy=month')
    expect(parsed.ok ? [] : parsed.issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['malformation', 'required'],
      ['from', 'invalidMonth'],
      ['to', 'invalidYear'],
      ['groupBy', 'invalidChoice'],
    ])
    const backwards = parse('malformation=0&from=2021-01&to=2020-12')
    expect(backwards.ok ? [] : backwards.issues.map((issue) => issue.code)).toEqual([
      'outOfRange',
      'endBeforeStart',
    ])
    const long = parse(`malformation=1&registry=${'X'.repeat(1001)}`)
    expect(long.ok ? [] : long.issues.map((issue) => issue.code)).toEqual(['tooLong'])
  })
})

/** Twelve months of one registry: births and cases per month (null: not available). */
function year(
  registry: string,
  births: (month: number) => number | null,
  cases: (month: number) => number | null,
  malformation = 7,
): CountsRow[] {
  return Array.from({ length: 12 }, (_, index) => ({
    registry,
    malformation,
    period: `2020-${String(index + 1).padStart(2, '0')}`,
    births: births(index + 1),
    cases: cases(index + 1),
  }))
}

const data = (months: CountsRow[], registries: string[]): PrevalenceMonths => ({
  months,
  range: { from: '2020-01', to: '2020-12' },
  registries,
  malformations: [7],
})

describe('prevalenceRows', () => {
  const months = [
    // 1,000 births a month, 1 case in each of Jan and Jul.
    ...year(
      'A',
      () => 1000,
      (m) => (m === 1 || m === 7 ? 1 : 0),
    ),
    // 500 births a month, 1 case a month; March blank.
    ...year(
      'B',
      () => 500,
      (m) => (m === 3 ? null : 1),
    ),
    // Reports the second half only; the first is missing (null births and cases).
    ...year(
      'C',
      (m) => (m > 6 ? 2000 : null),
      (m) => (m > 6 ? 2 : null),
    ),
  ]

  it('gives each registry its yearly counts and rate, and a year with a blank month none', () => {
    const rows = prevalenceRows(data(months, ['A', 'B']), 'year')
    expect(rows[0]).toMatchObject({ registry: 'A', period: '2020', births: 12_000, cases: 2 })
    expect(rows[0]!.rate).toBeCloseTo((2 / 12_000) * 10_000, 12)
    expect(rows[0]!.lower).toBeLessThan(rows[0]!.rate!)
    expect(rows[1]).toEqual({
      registry: 'B',
      malformation: 7,
      period: '2020',
      births: null,
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      suppressed: false,
      complete: false,
    })
  })

  it('pools the network from the registries complete in each period', () => {
    const [year2020] = prevalenceRows(data(months, ['network']), 'year')
    // B has a blank month and C half a year missing: only A is complete; both were reporting.
    expect(year2020).toMatchObject({ births: 12_000, cases: 2, complete: false })
    expect(year2020!.excluded).toEqual(['B', 'C'])

    const [first, second] = prevalenceRows(data(months, ['network']), 'semester')
    // First half: C reported nothing at all, so it is not part of it; B has its blank March.
    expect(first).toMatchObject({ period: '2020-S1', births: 6000, cases: 1, excluded: ['B'] })
    // Second half: every registry complete.
    expect(second).toMatchObject({
      period: '2020-S2',
      births: 6000 + 3000 + 12_000,
      cases: 1 + 6 + 12,
      complete: true,
      excluded: [],
    })
  })

  it('makes one row per registry over the whole range when grouped by registry', () => {
    const rows = prevalenceRows(data(months, ['network', 'A', 'C', 'Z']), 'registry')
    expect(rows.map((row) => [row.registry, row.period, row.cases])).toEqual([
      ['network', '2020-01/2020-12', 2],
      ['A', '2020-01/2020-12', 2],
      ['C', '2020-01/2020-12', null],
      // A registry without any accepted row is not available, not 0.
      ['Z', '2020-01/2020-12', null],
    ])
  })

  describe('a period only partly reported', () => {
    /** Each month from `from` to `to` of one registry: 1,000 births and 1 case. */
    const reported = (registry: string, from: string, to: string): CountsRow[] =>
      monthsBetween(from, to).map((period) => ({
        registry,
        malformation: 7,
        period,
        births: 1000,
        cases: 1,
      }))
    // A has sent 2025 and the first half of 2026; B only 2025 so far.
    const partly: PrevalenceMonths = {
      months: [
        ...reported('A', '2025-01', '2026-06'),
        ...reported('B', '2025-01', '2025-12'),
        // B's 2026 months are within the range but have nothing accepted.
        ...monthsBetween('2026-01', '2026-06').map((period) => ({
          registry: 'B',
          malformation: 7,
          period,
          births: null,
          cases: null,
        })),
      ],
      range: { from: '2025-01', to: '2026-06' },
      registries: ['network', 'A'],
      malformations: [7],
    }

    it('is not shown as the whole year, for the network or a registry', () => {
      const rows = prevalenceRows(partly, 'year')
      const network2026 = rows.find((row) => row.registry === 'network' && row.period === '2026')
      expect(network2026).toMatchObject({
        births: null,
        cases: null,
        rate: null,
        complete: false,
        partial: true,
      })
      expect(network2026!.excluded).toEqual(['A', 'B'])
      expect(rows.find((row) => row.registry === 'A' && row.period === '2026')).toMatchObject({
        births: null,
        complete: false,
        partial: true,
      })
      const network2025 = rows.find((row) => row.registry === 'network' && row.period === '2025')
      expect(network2025).toMatchObject({ births: 24_000, cases: 24, complete: true, excluded: [] })
      expect(network2025).not.toHaveProperty('partial')
    })

    it.each([
      ['semester', '2026-S1'],
      ['month', '2026-03'],
    ] as const)(
      "never shows A's %s alone as the network's while B has not sent it",
      (groupBy, period) => {
        const rows = prevalenceRows(partly, groupBy)
        const network = rows.find((row) => row.registry === 'network' && row.period === period)
        // A alone would be 6,000 births / 6 cases (a semester) or 1,000 / 1 (a month).
        expect(network).toMatchObject({
          births: null,
          cases: null,
          rate: null,
          complete: false,
          partial: true,
        })
        // A's own period is whole and shown.
        expect(rows.find((row) => row.registry === 'A' && row.period === period)).toMatchObject({
          complete: true,
          births: groupBy === 'semester' ? 6000 : 1000,
        })
        expect(
          rows.find((row) => row.registry === 'A' && row.period === period),
        ).not.toHaveProperty('partial')
      },
    )

    it("marks B's own semester not yet sent as partial, and 2025 whole for everyone", () => {
      const rows = prevalenceRows({ ...partly, registries: ['network', 'A', 'B'] }, 'semester')
      expect(rows.find((row) => row.registry === 'B' && row.period === '2026-S1')).toMatchObject({
        births: null,
        complete: false,
        partial: true,
      })
      expect(
        rows.find((row) => row.registry === 'network' && row.period === '2025-S2'),
      ).toMatchObject({ births: 12_000, cases: 12, complete: true, excluded: [] })
    })

    it('keeps a year cut on purpose by the months asked for', () => {
      const rows = prevalenceRows(
        {
          ...partly,
          months: partly.months.filter((row) => row.period >= '2025-03'),
          range: { from: '2025-03', to: '2026-06' },
          asked: { from: '2025-03', to: null },
        },
        'year',
      )
      expect(rows.find((row) => row.registry === 'A' && row.period === '2025')).toMatchObject({
        births: 10_000,
        complete: true,
      })
    })
  })

  it('gives no rows without data', () => {
    expect(prevalenceRows({ ...data([], ['network']), range: null }, 'year')).toEqual([])
  })
})

describe('birthsByYear', () => {
  it('sums each registry’s births by year, null when a month is missing', () => {
    const months = [
      ...year(
        'A',
        () => 1000,
        () => 0,
      ),
      ...year(
        'A',
        () => 1000,
        () => 0,
        8,
      ),
      ...year(
        'B',
        (m) => (m === 5 ? null : 10),
        () => 0,
      ),
    ]
    expect(birthsByYear(months, ['A', 'B', 'C'], [2020, 2021])).toEqual([
      { code: 'A', births: [12_000, null] },
      { code: 'B', births: [null, null] },
      { code: 'C', births: [null, null] },
    ])
  })
})

describe('prevalenceCsv', () => {
  it('writes the rows as the JSON has them, rates rounded, withheld cells empty', () => {
    const csv = prevalenceCsv(
      [
        {
          registry: 'network',
          malformation: 7,
          period: '2020',
          births: 12_000,
          cases: 2,
          rate: 1.666666666,
          lower: 0.2018410654,
          upper: 6.0205730564,
          suppressed: false,
          complete: false,
          excluded: ['B', 'C'],
        },
        {
          registry: 'A',
          malformation: 7,
          period: '2020',
          births: 12_000,
          cases: null,
          rate: null,
          lower: null,
          upper: null,
          suppressed: true,
          withheld: 'small',
          complete: true,
        },
        {
          registry: 'B',
          malformation: 7,
          period: '2020',
          births: 90_000,
          cases: null,
          rate: null,
          lower: null,
          upper: null,
          suppressed: true,
          complementary: true,
          withheld: 'complement',
          complete: true,
        },
        {
          registry: 'C',
          malformation: 7,
          period: '2020-03',
          births: 8_000,
          cases: null,
          rate: null,
          lower: null,
          upper: null,
          suppressed: true,
          withheld: 'unpublished',
          complete: true,
        },
      ],
      true,
    )
    // Each withheld cell says why: a small count, a complement, a month not published.
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'registry,malformation,period,births,cases,rate_per_10000,lower_95,upper_95,suppressed,withheld_reason,complete,excluded,demo',
      'network,7,2020,12000,2,1.6667,0.2018,6.0206,false,,false,B C,true',
      'A,7,2020,12000,,,,,true,small,true,,true',
      'B,7,2020,90000,,,,,true,complement,true,,true',
      'C,7,2020-03,8000,,,,,true,unpublished,true,,true',
      '',
    ])
  })
})
