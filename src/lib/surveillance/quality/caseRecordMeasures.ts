import { codeInRanges, normaliseCode } from '../caseRecords/codes'
import type { CaseRecordInput, CodeRange } from '../caseRecords/model'

/**
 * What a year's accepted case records say about how a registry codes and diagnoses: the counts
 * behind the shares of unspecified codes, prenatal diagnoses and chromosomal cases.
 */
export interface CaseRecordMeasures {
  /** Accepted records, discarded ones (the kit's mistakes) left out. */
  records: number
  codes: number
  unspecifiedCodes: number
  prenatal: number
  chromosomal: number
}

/**
 * ICD-10 chapter XVII's fourth character 9 is "unspecified" in nearly every category; Q36.9
 * (unilateral cleft lip) is the one where it names a precise form.
 */
const SPECIFIED_NINES = new Set(['Q369'])

export const isUnspecifiedCode = (code: string): boolean => {
  const normalised = normaliseCode(code)
  return (
    normalised !== null && normalised[3] === '9' && !SPECIFIED_NINES.has(normalised.slice(0, 4))
  )
}

export const noCaseRecordMeasures = (): CaseRecordMeasures => ({
  records: 0,
  codes: 0,
  unspecifiedCodes: 0,
  prenatal: 0,
  chromosomal: 0,
})

export const addCaseRecordMeasures = (
  a: CaseRecordMeasures,
  b: CaseRecordMeasures,
): CaseRecordMeasures => ({
  records: a.records + b.records,
  codes: a.codes + b.codes,
  unspecifiedCodes: a.unspecifiedCodes + b.unspecifiedCodes,
  prenatal: a.prenatal + b.prenatal,
  chromosomal: a.chromosomal + b.chromosomal,
})

/** The counts of one registry's records; `chromosomal` is the office's list (case classes). */
export function caseRecordMeasures(
  records: CaseRecordInput[],
  chromosomal: CodeRange[],
): CaseRecordMeasures {
  const result = noCaseRecordMeasures()
  for (const record of records) {
    if (record.recordStatus === 'discarded') continue
    const codes = record.codes.map(normaliseCode).filter((code): code is string => code !== null)
    result.records += 1
    result.codes += codes.length
    result.unspecifiedCodes += record.codes.filter(isUnspecifiedCode).length
    if (record.prenatalDiagnosis === 'yes') result.prenatal += 1
    if (codes.some((code) => codeInRanges(code, chromosomal))) result.chromosomal += 1
  }
  return result
}
