import { describe, expect, it } from 'vitest'
import en from '@/i18n/messages/surveillance/en.json'
import es from '@/i18n/messages/surveillance/es.json'
import pt from '@/i18n/messages/surveillance/pt.json'
import type { IssueCode } from '@/lib/surveillance/input/issues'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

// Every code the modules can produce; the compiler keeps this list complete.
const codes: Record<IssueCode, true> = {
  required: true,
  observedRequired: true,
  notANumber: true,
  notInteger: true,
  negative: true,
  notPositive: true,
  tooLarge: true,
  aboveBirths: true,
  invalidDate: true,
  endBeforeStart: true,
  invalidPeriod: true,
  tooLong: true,
  invalidExplanation: true,
  unknownRegistry: true,
  unknownMalformation: true,
  noBaseline: true,
  baselineCasesMissing: true,
  missingColumn: true,
  unknownColumn: true,
  misnamedColumn: true,
  uploadTooLarge: true,
  uploadFormat: true,
  duplicateInFile: true,
  noRows: true,
  tooManyRows: true,
  tooManyColumns: true,
  sheetExpands: true,
  workbookTooManyRows: true,
  workbookTooManyCells: true,
  workbookTextTooLong: true,
  workbookTooDeep: true,
  readingTooSlow: true,
  fileRequired: true,
  fileTooLarge: true,
  unpacksTooLarge: true,
  serverBusy: true,
  unsupportedFile: true,
  unreadableFile: true,
  noAlarmToReport: true,
  tooManyReports: true,
  invalidYear: true,
  invalidSemester: true,
  futurePeriod: true,
  futureMonth: true,
  semesterNotOver: true,
  invalidMonth: true,
  monthOutsideSemester: true,
  inactiveMalformation: true,
  duplicateRow: true,
  notAList: true,
  unknownItem: true,
  differentSubmission: true,
  invalidStatus: true,
  underReview: true,
  notSubmitted: true,
  submissionNotFound: true,
  notCurrentVersion: true,
  noEarlierVersion: true,
  acceptedVersionFrozen: true,
  commentRequired: true,
  notYourRegistry: true,
  outOfRange: true,
  invalidChoice: true,
  networkNotPublished: true,
  noAcceptedSemester: true,
  alreadyPublished: true,
  publicGridGrouping: true,
  publicGridYearStart: true,
  publicGridYearEnd: true,
  publicGridSemesterStart: true,
  publicGridSemesterEnd: true,
  notText: true,
  controlCharacter: true,
  nulCharacter: true,
  tooManyCodes: true,
  duplicateBand: true,
  bandsWithoutTotal: true,
  bandsSum: true,
  unknownDataElement: true,
  unknownCategoryOptionCombo: true,
  unknownOrgUnit: true,
  orgUnitOfAnotherRegistry: true,
  periodOutsideSemester: true,
  invalidPeriodCode: true,
  invalidDataValue: true,
  tooManyValues: true,
  xmlDeclarationRefused: true,
  invalidXml: true,
  notAdx: true,
  duplicateValue: true,
  nothingToImport: true,
}

describe('surveillance messages', () => {
  it('have the same keys in pt, es and en', () => {
    expect(keys(es).sort()).toEqual(keys(pt).sort())
    expect(keys(en).sort()).toEqual(keys(pt).sort())
  })

  it('translate every issue code in every language', () => {
    for (const language of ['pt', 'es', 'en']) {
      const t = surveillanceTranslator(language)
      for (const code of Object.keys(codes) as IssueCode[]) {
        const text = issueText(t, {
          code,
          params: {
            value: 'X',
            max: 1,
            min: 0,
            options: 'a, b',
            registry: 'R',
            malformation: 'M',
            period: '2018',
            firstLine: 2,
            line: 3,
            expected: 'mes_1',
            sent: 1,
            total: 2,
          },
        })
        expect(text, `${language} ${code}`).not.toMatch(/issues\.|\{/)
      }
    }
  })

  it('name the other periods only when there are some', () => {
    const t = surveillanceTranslator('en')
    const params = { registry: 'RENAC', malformation: 'Microcephaly', period: '2017' }
    expect(issueText(t, { code: 'noBaseline', params })).toBe(
      'There is no reference prevalence for RENAC and Microcephaly in the base period 2017.',
    )
    expect(
      issueText(t, { code: 'noBaseline', params: { ...params, available: '2020-2022' } }),
    ).toBe(
      'There is no reference prevalence for RENAC and Microcephaly in the base period 2017. Periods with a reference: 2020-2022.',
    )
  })
})
