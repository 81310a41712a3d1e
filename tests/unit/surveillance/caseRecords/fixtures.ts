import type { CaseRecordInput, CaseRecordSemester } from '@/lib/surveillance/caseRecords'

/** A plausible term live birth with spina bifida, in March; tests change what they examine. */
export const aCase = (overrides: Partial<CaseRecordInput> = {}): CaseRecordInput => ({
  caseId: 'C-1',
  month: 3,
  day: null,
  outcome: 'live-birth',
  sex: 'female',
  plurality: 1,
  gestationalWeeks: 39,
  birthWeight: 3200,
  prenatalDiagnosis: 'yes',
  diagnosisWeeks: 22,
  maternalAge: 28,
  codes: ['Q05.9'],
  syndrome: false,
  description: null,
  ...overrides,
})

export const aSemester = (
  cases: CaseRecordInput[],
  overrides: Partial<CaseRecordSemester> = {},
): CaseRecordSemester => ({
  registry: 'AR-RENAC',
  year: 2026,
  semester: 1,
  births: [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 1000, stillbirths: 8 })),
  cases,
  ...overrides,
})
