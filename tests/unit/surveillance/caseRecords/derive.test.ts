import { describe, expect, it } from 'vitest'
import {
  definitionFor,
  deriveMonthlyCounts,
  parseCodeList,
  type GroupDefinition,
} from '@/lib/surveillance/caseRecords'
import { aCase, aSemester } from './fixtures'

const codes = (text: string) => parseCodeList(text) ?? []

const SPINA_BIFIDA = 3
const HEART = 4
const ANENCEPHALY = 10
const HYPOSPADIAS = 15

// Heart defects: version 1 all of Q20–Q26; version 2, from 15 March 2026, without Q25.0.
const versions: GroupDefinition[] = [
  {
    malformation: ANENCEPHALY,
    version: '1',
    validFrom: '2000-01-01',
    include: codes('Q00'),
    exclude: [],
    yieldsTo: [],
  },
  {
    malformation: SPINA_BIFIDA,
    version: '1',
    validFrom: '2000-01-01',
    include: codes('Q05'),
    exclude: [],
    yieldsTo: [ANENCEPHALY],
  },
  {
    malformation: HEART,
    version: '1',
    validFrom: '2000-01-01',
    include: codes('Q20-Q26'),
    exclude: [],
    yieldsTo: [],
  },
  {
    malformation: HEART,
    version: '2',
    validFrom: '2026-03-15',
    include: codes('Q20-Q26'),
    exclude: codes('Q25.0'),
    yieldsTo: [],
  },
  {
    malformation: HYPOSPADIAS,
    version: '1',
    validFrom: '2000-01-01',
    include: codes('Q54'),
    exclude: [],
    yieldsTo: [],
  },
]
const definitionsFor = (date: string) =>
  [ANENCEPHALY, SPINA_BIFIDA, HEART, HYPOSPADIAS]
    .map((number) => definitionFor(versions, number, date))
    .filter((definition) => definition !== null)

const listed = [SPINA_BIFIDA, HEART, HYPOSPADIAS]

describe('deriveMonthlyCounts', () => {
  const semester = aSemester([
    // January: spina bifida with two heart codes: once in each group (a live birth).
    aCase({ caseId: 'a', month: 1, codes: ['Q05.9', 'Q21.0', 'Q22.1'] }),
    // January: a termination with spina bifida alone.
    aCase({ caseId: 'b', month: 1, outcome: 'topfa', codes: ['Q05.2'] }),
    // February: anencephaly with spina bifida counts as anencephaly, which is not listed.
    aCase({ caseId: 'c', month: 2, outcome: 'fetal-death', codes: ['Q00.0', 'Q05.9'] }),
    // March 10 and March 20: a patent ductus before and after version 2 of the heart defects;
    // only the first is a heart defect.
    aCase({ caseId: 'd', month: 3, day: 10, codes: ['Q25.0'] }),
    aCase({ caseId: 'e', month: 3, day: 20, codes: ['Q25.0'] }),
    // June: a heart defect whose fetus died.
    aCase({ caseId: 'f', month: 6, outcome: 'fetal-death', codes: ['Q21.0'] }),
  ])
  const derived = deriveMonthlyCounts(semester, definitionsFor, listed)
  const count = (malformation: number, month: number) =>
    derived.cases.find((row) => row.malformation === malformation && row.month === month)?.cases

  it('has a row, zero when no case fell, for every listed anomaly and month of the semester', () => {
    expect(derived.cases).toHaveLength(3 * 6)
    expect(derived.cases.map((row) => row.month).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6])
    expect(
      derived.cases.filter((row) => row.malformation === HYPOSPADIAS).map((row) => row.cases),
    ).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('counts each case once per group, all outcomes together', () => {
    // Spina bifida: a and b in January; c is anencephaly; none later.
    expect(
      derived.cases.filter((row) => row.malformation === SPINA_BIFIDA).map((row) => row.cases),
    ).toEqual([2, 0, 0, 0, 0, 0])
    // Heart: a in January (two codes, one case), d in March, f in June.
    expect(
      derived.cases.filter((row) => row.malformation === HEART).map((row) => row.cases),
    ).toEqual([1, 0, 1, 0, 0, 1])
    expect(count(HEART, 3)).toBe(1)
  })

  it('splits the counts by outcome, every outcome present', () => {
    const january = derived.byOutcome.filter(
      (row) => row.malformation === SPINA_BIFIDA && row.month === 1,
    )
    expect(january).toEqual([
      { malformation: SPINA_BIFIDA, month: 1, outcome: 'live-birth', cases: 1 },
      { malformation: SPINA_BIFIDA, month: 1, outcome: 'fetal-death', cases: 0 },
      { malformation: SPINA_BIFIDA, month: 1, outcome: 'topfa', cases: 1 },
    ])
    expect(derived.byOutcome).toHaveLength(3 * 6 * 3)
    const june = derived.byOutcome.filter((row) => row.malformation === HEART && row.month === 6)
    expect(june.map((row) => [row.outcome, row.cases])).toEqual([
      ['live-birth', 0],
      ['fetal-death', 1],
      ['topfa', 0],
    ])
  })

  it('names the versions it used', () => {
    expect(derived.versions).toEqual([
      { malformation: SPINA_BIFIDA, version: '1' },
      { malformation: HEART, version: '1' },
      { malformation: HEART, version: '2' },
      { malformation: HYPOSPADIAS, version: '1' },
    ])
  })

  it('reads a case without a day under the version in force on the 1st of its month', () => {
    // No day in March: 1 March is before version 2, so the patent ductus is a heart defect.
    const noDay = deriveMonthlyCounts(
      aSemester([aCase({ month: 3, day: null, codes: ['Q25.0'] })]),
      definitionsFor,
      [HEART],
    )
    expect(noDay.cases.map((row) => row.cases)).toEqual([0, 0, 1, 0, 0, 0])
  })

  it('gives the second semester its months, all zero without cases', () => {
    const empty = deriveMonthlyCounts(aSemester([], { semester: 2 }), definitionsFor, [HEART])
    expect(empty.cases).toEqual(
      [7, 8, 9, 10, 11, 12].map((month) => ({ malformation: HEART, month, cases: 0 })),
    )
  })
})
