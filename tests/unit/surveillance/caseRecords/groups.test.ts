import { describe, expect, it } from 'vitest'
import {
  definitionFor,
  groupsOfCase,
  parseCodeList,
  type GroupDefinition,
} from '@/lib/surveillance/caseRecords'

const codes = (text: string) => parseCodeList(text) ?? []

const group = (
  malformation: number,
  include: string,
  extra: Partial<Omit<GroupDefinition, 'include' | 'exclude'>> & { exclude?: string } = {},
): GroupDefinition => ({
  malformation,
  version: extra.version ?? '1',
  validFrom: extra.validFrom ?? '2000-01-01',
  include: codes(include),
  exclude: codes(extra.exclude ?? ''),
  yieldsTo: extra.yieldsTo ?? [],
})

// Numbers as in the demo: 2 hydrocephaly, 3 spina bifida, 4 heart defects, 10 anencephaly,
// 11 encephalocele, 20 neural tube defects (the three together).
const ANENCEPHALY = 10
const ENCEPHALOCELE = 11
const SPINA_BIFIDA = 3
const HEART = 4
const HYDROCEPHALY = 2
const NEURAL_TUBE = 20

const definitions = [
  group(ANENCEPHALY, 'Q00'),
  group(ENCEPHALOCELE, 'Q01', { yieldsTo: [ANENCEPHALY] }),
  group(SPINA_BIFIDA, 'Q05, Q07.01, Q07.03', { yieldsTo: [ANENCEPHALY, ENCEPHALOCELE] }),
  group(HYDROCEPHALY, 'Q03', { yieldsTo: [ANENCEPHALY, ENCEPHALOCELE, SPINA_BIFIDA] }),
  // Heart defects without patent ductus arteriosus (Q25.0), which a preterm birth explains.
  group(HEART, 'Q20-Q26', { exclude: 'Q25.0' }),
  group(NEURAL_TUBE, 'Q00, Q01, Q05'),
]

describe('groupsOfCase', () => {
  it('puts a case in every group one of its codes is included in', () => {
    // Q21.0 (ventricular septal defect) lies in Q20–Q26; Q05.2 in Q05 and so in the neural tube
    // defects too.
    expect(groupsOfCase(['Q21.0'], definitions)).toEqual([HEART])
    expect(groupsOfCase(['Q05.2', 'Q21.0'], definitions)).toEqual([
      SPINA_BIFIDA,
      HEART,
      NEURAL_TUBE,
    ])
  })

  it('reads subcode inclusions with the BPA digit: Q07.01 in, Q07.02 out', () => {
    expect(groupsOfCase(['Q07.01'], definitions)).toEqual([SPINA_BIFIDA])
    expect(groupsOfCase(['Q07.02'], definitions)).toEqual([])
  })

  it('counts a case once in a group however many of its codes fall in it', () => {
    // Three heart codes are one case of heart defects.
    expect(groupsOfCase(['Q21.0', 'Q22.1', 'Q25.1'], definitions)).toEqual([HEART])
  })

  it('leaves out an excluded code, but not the case when another code includes it', () => {
    // Patent ductus alone is no heart defect; with a ventricular septal defect the case is one.
    expect(groupsOfCase(['Q25.0'], definitions)).toEqual([])
    expect(groupsOfCase(['Q25.0', 'Q21.0'], definitions)).toEqual([HEART])
  })

  it('applies the hierarchy: anencephaly over spina bifida, both still neural tube defects', () => {
    // Anencephaly with spina bifida is counted as anencephaly; the neural tube defects group
    // has no hierarchy, so it keeps the case (once).
    expect(groupsOfCase(['Q00.0', 'Q05.9'], definitions)).toEqual([ANENCEPHALY, NEURAL_TUBE])
    // Spina bifida with hydrocephaly is spina bifida: the hydrocephaly is its consequence.
    expect(groupsOfCase(['Q05.2', 'Q03.9'], definitions)).toEqual([SPINA_BIFIDA, NEURAL_TUBE])
    // Hydrocephaly alone stays hydrocephaly.
    expect(groupsOfCase(['Q03.9'], definitions)).toEqual([HYDROCEPHALY])
  })

  it('reads the hierarchy on the groups before it, so a chain gives the same answer in any order', () => {
    // Encephalocele yields to anencephaly and spina bifida to both: a case with the three is
    // anencephaly alone, whichever order the definitions come in.
    const codesOfCase = ['Q05.9', 'Q01.1', 'Q00.0']
    expect(groupsOfCase(codesOfCase, definitions)).toEqual([ANENCEPHALY, NEURAL_TUBE])
    expect(groupsOfCase(codesOfCase, [...definitions].reverse())).toEqual([
      ANENCEPHALY,
      NEURAL_TUBE,
    ])
  })

  it('ignores codes that are not ICD-10 syntax', () => {
    expect(groupsOfCase(['heart', 'Q21.0'], definitions)).toEqual([HEART])
  })
})

describe('definitionFor', () => {
  // Version 1 of the heart defects since 2000; version 2 (without Q25.0) from 1 July 2026.
  const versions = [
    group(HEART, 'Q20-Q26', { version: '1', validFrom: '2000-01-01' }),
    group(HEART, 'Q20-Q26', { version: '2', validFrom: '2026-07-01', exclude: 'Q25.0' }),
    group(SPINA_BIFIDA, 'Q05', { version: '1', validFrom: '2010-01-01' }),
  ]

  it('takes the latest version started on or before the date', () => {
    expect(definitionFor(versions, HEART, '2026-06-30')?.version).toBe('1')
    expect(definitionFor(versions, HEART, '2026-07-01')?.version).toBe('2')
    expect(definitionFor([...versions].reverse(), HEART, '2030-01-01')?.version).toBe('2')
  })

  it('has none before the first version or for another anomaly', () => {
    expect(definitionFor(versions, SPINA_BIFIDA, '2009-12-31')).toBeNull()
    expect(definitionFor(versions, ANENCEPHALY, '2026-07-01')).toBeNull()
  })

  it('changes the groups of a case with the version of its date', () => {
    // A patent ductus in June 2026 was a heart defect (version 1), in July no longer.
    const inForce = (date: string) =>
      [HEART].map((number) => definitionFor(versions, number, date)).filter((d) => d !== null)
    expect(groupsOfCase(['Q25.0'], inForce('2026-06-15'))).toEqual([HEART])
    expect(groupsOfCase(['Q25.0'], inForce('2026-07-15'))).toEqual([])
  })
})
