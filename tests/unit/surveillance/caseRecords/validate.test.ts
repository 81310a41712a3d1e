import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/surveillance/en.json'
import es from '@/i18n/messages/surveillance/es.json'
import pt from '@/i18n/messages/surveillance/pt.json'
import {
  caseIssueCodes,
  validateCaseRecords,
  type CaseIssue,
  type CaseValidationContext,
} from '@/lib/surveillance/caseRecords'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { aCase, aSemester } from './fixtures'

// The code list: Q00–Q99 and P35.0 (congenital rubella) only.
const context: CaseValidationContext = {
  codeExists: (code) => /^Q\d\d/.test(code) || code === 'P350',
  sexSpecific: {
    male: [{ from: 'Q53', to: 'Q55' }],
    female: [{ from: 'Q50', to: 'Q52' }],
  },
  topfaWeeksLimit: 22,
  existingCaseIds: new Set(['2025-077']),
}

const issuesOf = (...cases: Parameters<typeof aCase>[0][]) =>
  validateCaseRecords(aSemester(cases.map((overrides) => aCase(overrides))), context)

const brief = (issues: CaseIssue[]) =>
  issues.map(({ index, field, code, severity }) => ({ index, field, code, severity }))

describe('validateCaseRecords', () => {
  it('finds nothing wrong with a plausible case', () => {
    expect(issuesOf({})).toEqual([])
  })

  it('accepts not available (null) for every measurement', () => {
    expect(
      issuesOf({
        sex: null,
        plurality: null,
        gestationalWeeks: null,
        birthWeight: null,
        prenatalDiagnosis: null,
        diagnosisWeeks: null,
        maternalAge: null,
      }),
    ).toEqual([])
  })

  it('refuses an empty submission', () => {
    expect(brief(validateCaseRecords(aSemester([]), context))).toEqual([
      { index: null, field: null, code: 'noCases', severity: 'error' },
    ])
  })

  it('refuses codes that are missing, not ICD-10 or not on the list', () => {
    expect(brief(issuesOf({ codes: [] }))).toEqual([
      { index: 0, field: 'codes', code: 'missingCode', severity: 'error' },
    ])
    expect(brief(issuesOf({ codes: [' '] }))[0]?.code).toBe('missingCode')
    const issues = issuesOf({ codes: ['Q5.9', 'A00.0', 'P35.0'] })
    // Q5.9 has one digit too few; A00.0 (cholera) is ICD-10 but not on the list; P35.0 is.
    expect(issues).toEqual([
      {
        index: 0,
        field: 'codes',
        code: 'invalidCode',
        severity: 'error',
        values: { code: 'Q5.9' },
      },
      {
        index: 0,
        field: 'codes',
        code: 'unknownCode',
        severity: 'error',
        values: { code: 'A00.0' },
      },
    ])
  })

  it('refuses a male-only code in a female case and the reverse, but not for an unknown sex', () => {
    // Hypospadias (Q54) only in males; absent uterus (Q51.0) only in females.
    expect(brief(issuesOf({ sex: 'female', codes: ['Q54.1'] }))).toEqual([
      { index: 0, field: 'codes', code: 'maleOnlyCode', severity: 'error' },
    ])
    expect(brief(issuesOf({ sex: 'male', codes: ['Q51.0'] }))).toEqual([
      { index: 0, field: 'codes', code: 'femaleOnlyCode', severity: 'error' },
    ])
    expect(issuesOf({ sex: 'indeterminate', codes: ['Q54.1'] })).toEqual([])
    expect(issuesOf({ sex: null, codes: ['Q51.0'] })).toEqual([])
  })

  it('keeps the gestational age of births within 20–45 weeks, and lets a termination be earlier', () => {
    // 19 weeks is no birth but a plausible termination (with a fetal weight of that age).
    expect(brief(issuesOf({ gestationalWeeks: 19, birthWeight: 250 }))).toEqual([
      { index: 0, field: 'gestationalWeeks', code: 'gestationalWeeksRange', severity: 'error' },
    ])
    expect(
      issuesOf({ outcome: 'topfa', gestationalWeeks: 19, birthWeight: 250, diagnosisWeeks: 18 }),
    ).toEqual([])
    expect(brief(issuesOf({ gestationalWeeks: 46 }))[0]?.code).toBe('gestationalWeeksRange')
    expect(brief(issuesOf({ gestationalWeeks: 38.5 }))[0]?.code).toBe('notWholeNumber')
  })

  it('refuses a weight, a mother’s age or a plurality out of range', () => {
    expect(brief(issuesOf({ birthWeight: 7500 }))).toEqual([
      { index: 0, field: 'birthWeight', code: 'birthWeightRange', severity: 'error' },
    ])
    expect(brief(issuesOf({ maternalAge: 9 }))).toEqual([
      { index: 0, field: 'maternalAge', code: 'maternalAgeRange', severity: 'error' },
    ])
    expect(brief(issuesOf({ maternalAge: 61 }))[0]?.code).toBe('maternalAgeRange')
    expect(issuesOf({ maternalAge: 10 })).toEqual([])
    expect(brief(issuesOf({ plurality: 0 }))).toEqual([
      { index: 0, field: 'plurality', code: 'pluralityRange', severity: 'error' },
    ])
    expect(brief(issuesOf({ plurality: 9 }))[0]?.code).toBe('pluralityRange')
  })

  it('warns when the weight is far from the usual weight of the gestational age', () => {
    // 900 g at 39 weeks is about a quarter of the usual 3,300 g; 3,000 g at 26 weeks over three
    // times the usual 870 g. Each is possible but worth checking: a warning, not an error.
    expect(issuesOf({ birthWeight: 900 })).toEqual([
      {
        index: 0,
        field: 'birthWeight',
        code: 'weightForGestation',
        severity: 'warning',
        values: { weeks: 39, median: 3300 },
      },
    ])
    expect(brief(issuesOf({ gestationalWeeks: 26, birthWeight: 3000 }))).toEqual([
      { index: 0, field: 'birthWeight', code: 'weightForGestation', severity: 'warning' },
    ])
    // 2,000 g at 39 weeks is small but not far (over half of 3,300 g).
    expect(issuesOf({ birthWeight: 2000 })).toEqual([])
  })

  it('refuses a diagnosis after the end of the pregnancy', () => {
    expect(
      brief(issuesOf({ gestationalWeeks: 30, birthWeight: 1400, diagnosisWeeks: 32 })),
    ).toEqual([{ index: 0, field: 'diagnosisWeeks', code: 'diagnosisAfterEnd', severity: 'error' }])
    expect(issuesOf({ gestationalWeeks: 30, birthWeight: 1400, diagnosisWeeks: 30 })).toEqual([])
  })

  it('refuses a month outside the semester and a day the month does not have', () => {
    // July is in the second semester; 2026 is no leap year, so February has 28 days.
    expect(issuesOf({ month: 7 })).toEqual([
      {
        index: 0,
        field: 'month',
        code: 'monthOutsideSemester',
        severity: 'error',
        values: { month: 7, first: 1, last: 6 },
      },
    ])
    expect(brief(issuesOf({ month: 2, day: 29 }))).toEqual([
      { index: 0, field: 'day', code: 'invalidDay', severity: 'error' },
    ])
    expect(issuesOf({ month: 2, day: 28 })).toEqual([])
  })

  it('refuses a case identifier used twice in the file or already sent', () => {
    const issues = issuesOf(
      { caseId: 'A' },
      { caseId: 'B' },
      { caseId: 'A' },
      { caseId: '2025-077' },
    )
    expect(issues).toEqual([
      {
        index: 2,
        field: 'caseId',
        code: 'duplicateCaseId',
        severity: 'error',
        values: { caseId: 'A', firstCase: 1 },
      },
      {
        index: 3,
        field: 'caseId',
        code: 'caseIdAlreadySent',
        severity: 'error',
        values: { caseId: '2025-077' },
      },
    ])
    expect(brief(issuesOf({ caseId: '  ' }))[0]?.code).toBe('missingCaseId')
  })

  it('warns of a termination over the legal limit, only for terminations', () => {
    // The registry's limit is 22 weeks: a termination at 24 weeks is flagged, a live birth not.
    expect(
      issuesOf({ outcome: 'topfa', gestationalWeeks: 24, birthWeight: 650, diagnosisWeeks: 20 }),
    ).toEqual([
      {
        index: 0,
        field: 'gestationalWeeks',
        code: 'topfaOverLimit',
        severity: 'warning',
        values: { limit: 22 },
      },
    ])
    expect(issuesOf({ gestationalWeeks: 24, birthWeight: 650, diagnosisWeeks: 20 })).toEqual([])
    expect(
      validateCaseRecords(
        aSemester([aCase({ outcome: 'topfa', gestationalWeeks: 30, birthWeight: 1400 })]),
        { ...context, topfaWeeksLimit: null },
      ),
    ).toEqual([])
  })
})

describe('case-record messages', () => {
  it('exist in the three languages for every issue code', () => {
    for (const messages of [pt, es, en])
      expect(Object.keys(messages.caseRecords).sort()).toEqual([...caseIssueCodes].sort())
  })

  it('read as sentences with their values', () => {
    const t = surveillanceTranslator('en')
    expect(t('caseRecords.topfaOverLimit', { limit: 22 })).toBe(
      "The termination is after the registry's legal limit of 22 weeks: check the gestational age.",
    )
    expect(surveillanceTranslator('es')('caseRecords.maleOnlyCode', { code: 'Q54.1' })).toBe(
      'El código "Q54.1" se aplica solo al sexo masculino, pero el caso es de sexo femenino.',
    )
  })
})
