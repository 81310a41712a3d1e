import { describe, expect, it } from 'vitest'
import {
  classifyCase,
  parseCodeList,
  type ClassificationLists,
} from '@/lib/surveillance/caseRecords'

const codes = (text: string) => parseCodeList(text) ?? []

// The office's default lists (organ systems by ICD-10 blocks); the minor list holds a few of
// EUROCAT's minor anomalies: preauricular tag Q17.0, single palmar crease Q82.8 and
// undescended testis Q53.
const lists: ClassificationLists = {
  chromosomal: codes('Q90-Q99'),
  minor: codes('Q17.0, Q82.8, Q53'),
  systems: [
    { system: 'nervous', codes: codes('Q00-Q07') },
    { system: 'eyeEarFaceNeck', codes: codes('Q10-Q18') },
    { system: 'circulatory', codes: codes('Q20-Q28') },
    { system: 'respiratory', codes: codes('Q30-Q34') },
    { system: 'clefts', codes: codes('Q35-Q37') },
    { system: 'digestive', codes: codes('Q38-Q45') },
    { system: 'genital', codes: codes('Q50-Q56') },
    { system: 'urinary', codes: codes('Q60-Q64') },
    { system: 'musculoskeletal', codes: codes('Q65-Q79') },
    { system: 'other', codes: codes('Q80-Q89') },
  ],
}

describe('classifyCase', () => {
  it('calls a case with any chromosomal code chromosomal, before anything else', () => {
    // Down syndrome with an atrioventricular septal defect: the heart defect is part of the
    // trisomy, even when the registry also ticks "syndrome".
    expect(classifyCase(['Q90.9', 'Q21.2'], true, lists)).toBe('chromosomal')
    expect(classifyCase(['Q21.2', 'Q96.0'], false, lists)).toBe('chromosomal')
  })

  it('calls a case a syndrome when the registry says so and no code is chromosomal', () => {
    // Heart and limb anomalies in two systems, but a named syndrome explains them together.
    expect(classifyCase(['Q21.1', 'Q71.3'], true, lists)).toBe('syndrome')
  })

  it('calls major anomalies in two or more organ systems multiple', () => {
    // Spina bifida (nervous) with a ventricular septal defect (circulatory).
    expect(classifyCase(['Q05.9', 'Q21.0'], false, lists)).toBe('multiple')
    // Cleft palate (Q35) with renal agenesis (Q60): clefts and urinary.
    expect(classifyCase(['Q35.9', 'Q60.0'], false, lists)).toBe('multiple')
  })

  it('keeps two major anomalies of one system isolated', () => {
    // Spina bifida with hydrocephaly: both nervous system.
    expect(classifyCase(['Q05.2', 'Q03.9'], false, lists)).toBe('isolated')
    // Two heart defects are one system.
    expect(classifyCase(['Q21.0', 'Q25.1'], false, lists)).toBe('isolated')
  })

  it('does not count minor anomalies towards multiple', () => {
    // Gastroschisis with a preauricular tag: the tag is minor, so one system remains.
    expect(classifyCase(['Q79.3', 'Q17.0'], false, lists)).toBe('isolated')
  })

  it('calls a case with minor anomalies only isolated', () => {
    // A preauricular tag (ear) and undescended testis (genital) would be two systems if they
    // counted; both are minor, so no system counts.
    expect(classifyCase(['Q17.0', 'Q53.1'], false, lists)).toBe('isolated')
  })

  it('gives a major code outside every listed system a system of its own', () => {
    // P35.0 (congenital rubella) is in no Q block: with a heart defect it is a second system.
    expect(classifyCase(['P35.0', 'Q25.0'], false, lists)).toBe('multiple')
  })
})
