/**
 * Validation problems found by the surveillance modules, as codes rather than
 * text: the page, the API and the admin import translate them (messages under
 * `surveillance.issues.<code>` in src/i18n/messages/surveillance/).
 */
export type IssueCode =
  | 'required'
  | 'observedRequired'
  | 'notANumber'
  | 'notInteger'
  | 'negative'
  | 'notPositive'
  | 'tooLarge'
  | 'aboveBirths'
  | 'invalidDate'
  | 'endBeforeStart'
  | 'invalidPeriod'
  | 'tooLong'
  | 'invalidExplanation'
  | 'unknownRegistry'
  | 'unknownMalformation'
  | 'noBaseline'
  | 'baselineCasesMissing'
  | 'missingColumn'
  | 'unknownColumn'
  | 'misnamedColumn'
  | 'uploadTooLarge'
  | 'uploadFormat'
  | 'duplicateInFile'
  | 'noRows'
  | 'tooManyRows'
  | 'tooManyColumns'
  | 'sheetExpands'
  | 'workbookTooManyRows'
  | 'workbookTooManyCells'
  | 'workbookTextTooLong'
  | 'workbookTooDeep'
  | 'readingTooSlow'
  | 'fileRequired'
  | 'fileTooLarge'
  | 'unpacksTooLarge'
  | 'serverBusy'
  | 'unsupportedFile'
  | 'unreadableFile'
  | 'noAlarmToReport'
  | 'tooManyReports'
  | 'invalidYear'
  | 'invalidSemester'
  | 'futurePeriod'
  | 'futureMonth'
  | 'semesterNotOver'
  | 'invalidMonth'
  | 'monthOutsideSemester'
  | 'inactiveMalformation'
  | 'duplicateRow'
  | 'notAList'
  | 'unknownItem'
  | 'differentSubmission'
  | 'invalidStatus'
  | 'underReview'
  | 'notSubmitted'
  | 'submissionNotFound'
  | 'notCurrentVersion'
  | 'noEarlierVersion'
  | 'acceptedVersionFrozen'
  | 'commentRequired'
  | 'notYourRegistry'
  | 'outOfRange'
  | 'invalidChoice'
  | 'networkNotPublished'
  | 'noAcceptedSemester'
  | 'alreadyPublished'
  | 'publicGridGrouping'
  | 'publicGridYearStart'
  | 'publicGridYearEnd'
  | 'publicGridSemesterStart'
  | 'publicGridSemesterEnd'
  | 'notText'
  | 'controlCharacter'
  | 'nulCharacter'
  | 'tooManyCodes'
  | 'duplicateBand'
  | 'bandsWithoutTotal'
  | 'bandsSum'
  | 'unknownDataElement'
  | 'unknownCategoryOptionCombo'
  | 'unknownOrgUnit'
  | 'orgUnitOfAnotherRegistry'
  | 'periodOutsideSemester'
  | 'invalidPeriodCode'
  | 'invalidDataValue'
  | 'tooManyValues'
  | 'xmlDeclarationRefused'
  | 'invalidXml'
  | 'notAdx'
  | 'duplicateValue'
  | 'nothingToImport'

export type IssueParams = Record<string, string | number>

/** A problem with one input of a form or request. */
export interface FieldIssue {
  field: string
  code: IssueCode
  params?: IssueParams
}

/** A problem with one cell (or the header, line 1) of an uploaded table. */
export interface RowIssue extends FieldIssue {
  /** Line in the file as a spreadsheet shows it: the header is line 1. */
  line: number
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] }
