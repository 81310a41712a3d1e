import { describe, expect, it } from 'vitest'
import { nullSpace, smallDeterminedSums } from '@/lib/surveillance/disclosure/linearAudit'
import { chooseSuppression } from '@/lib/surveillance/disclosure/complementarySuppression'
import { publicGridRows } from '@/lib/surveillance/disclosure/publicGrid'
import { gridQueryIssues } from '@/lib/surveillance/disclosure/gridQuery'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

describe('nullSpace', () => {
  it('finds the combinations a matrix sends to zero', () => {
    // x0 + x1 = 0 and x1 - x2 = 0: the null space is spanned by (1, -1, -1).
    const basis = nullSpace(
      [
        [1, 1, 0],
        [0, 1, -1],
      ],
      3,
    )
    expect(basis).toHaveLength(1)
    const [v] = basis
    expect(v!.map((value) => Number(value) / Number(v![0]!))).toEqual([1, -1, -1])
  })
})

describe('smallDeterminedSums', () => {
  // Cells: 0 = total, 1..3 = parts; total − parts = 0.
  const relation = [
    [
      [0, 1],
      [1, -1],
      [2, -1],
      [3, -1],
    ] as const,
  ]

  it('finds a lone withheld part (the total minus the others)', () => {
    expect(smallDeterminedSums(relation, [12, 2, 4, 6], [1], 5)).toEqual([[1]])
  })

  it('finds two withheld parts whose sum is small', () => {
    expect(smallDeterminedSums(relation, [12, 1, 2, 9], [1, 2], 5)).toEqual([[1, 2]])
  })

  it('accepts two withheld parts whose sum reaches the threshold', () => {
    expect(smallDeterminedSums(relation, [12, 2, 4, 6], [1, 2], 5)).toEqual([])
  })
})

describe('chooseSuppression', () => {
  it('adds a complement so that the total minus the others gives nothing small', () => {
    const cells = [13, 2, 5, 6].map((value, index) => ({
      value,
      rank: index === 0 ? 2 : 0,
      name: String(index),
    }))
    const relation = [
      [
        [0, 1],
        [1, -1],
        [2, -1],
        [3, -1],
      ] as const,
    ]
    // 2 alone is given away; with 5 (the smallest other part) the withheld sum is 7, not small.
    expect(chooseSuppression(cells, relation, 5)).toEqual({ sensitive: [1], complementary: [2] })
  })
})

/** A year of one registry: `cases[m]` in month m + 1, 1,000 births a month. */
const year = (registry: string, cases: number[], y = 2020): CountsRow[] =>
  cases.map((count, index) => ({
    registry,
    malformation: 7,
    period: `${y}-${String(index + 1).padStart(2, '0')}`,
    births: 1000,
    cases: count,
  }))

describe('publicGridRows', () => {
  const months = [
    // A: 2 cases in S1, none in S2 (year 2); B: 3 in S1, 3 in S2; C: 20 and 20.
    ...year('A', [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    ...year('B', [3, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0]),
    ...year('C', [20, 0, 0, 0, 0, 0, 20, 0, 0, 0, 0, 0]),
  ]
  const rows = publicGridRows(
    {
      months,
      range: { from: '2020-01', to: '2020-12' },
      registries: ['network'],
      malformations: [7],
    },
    5,
  )
  const cases = (registry: string, period: string) =>
    rows.find((row) => row.registry === registry && row.period === period)?.cases

  it('keeps births and withholds every small cell with its rate', () => {
    const a = rows.find((row) => row.registry === 'A' && row.period === '2020-S1')!
    expect(a).toMatchObject({ births: 6000, cases: null, rate: null, suppressed: true })
    expect(cases('B', '2020-S2')).toBeNull()
  })

  it('leaves no withheld count to be worked back from the shown ones', () => {
    // The outsider's view: every shown count, every relation of the year's table.
    const shown = (registry: string, period: string) => cases(registry, period) ?? null
    const b1 = shown('B', '2020-S1')
    const b2 = shown('B', '2020-S2')
    // B's year (6) could give S1 back from S2 and vice versa: both semesters are hidden, and
    // the year too or another semester, so Y − S2 never stands alone.
    expect([b1, b2].filter((value) => value === null)).toHaveLength(2)
    // The network's S1 (25) minus C's (20) gives A + B = 5 unless C or the network is hidden.
    const n1 = shown('network', '2020-S1')
    const c1 = shown('C', '2020-S1')
    expect(n1 !== null && c1 !== null).toBe(false)
  })

  it('withholds nothing with the threshold at 0', () => {
    const open = publicGridRows(
      { months, range: { from: '2020-01', to: '2020-12' }, registries: [], malformations: [7] },
      0,
    )
    expect(open.every((row) => row.suppressed === false)).toBe(true)
  })
})

describe('gridQueryIssues', () => {
  it('refuses months, the whole range and cut periods, saying what is allowed', () => {
    expect(gridQueryIssues({ from: null, to: null, groupBy: 'month' })[0]).toMatchObject({
      field: 'groupBy',
      code: 'publicGridGrouping',
    })
    expect(gridQueryIssues({ from: null, to: null, groupBy: 'registry' })).toHaveLength(1)
    expect(gridQueryIssues({ from: '2020-07', to: '2021-12', groupBy: 'year' })).toEqual([
      { field: 'from', code: 'publicGridYearStart' },
    ])
    expect(gridQueryIssues({ from: '2020-07', to: '2021-06', groupBy: 'semester' })).toEqual([])
    expect(gridQueryIssues({ from: '2020-02', to: '2021-05', groupBy: 'semester' })).toHaveLength(2)
  })
})
