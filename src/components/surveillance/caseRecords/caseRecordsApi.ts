import { maternalAgeBands, type MaternalAgeBand } from '@/lib/surveillance/caseRecords/maternalAge'
import { MONTHS_PER_SEMESTER, monthOf, type Semester } from '../submissions/gridModel'

export const CASE_RECORDS_API = '/api/surveillance/case-records'
export const CASE_RECORDS_UPLOAD_API = `${CASE_RECORDS_API}/upload`

/** A warning of a stored case-record submission, as the upload answers it. */
export interface CaseWarning {
  key: string
  code: string
  message: string
  /** The file's line and column, for a case record's own warning. */
  line?: number
  column?: string
}

/** The births typed beside the file, one row per month of the semester ('' is not available). */
export type BirthsText = { liveBirths: string; stillbirths: string }[]

/** A month's births as the API reads them: blank is null, digits a number, anything else as typed. */
const birthValue = (text: string): number | string | null => {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** The births as the upload's `births` form field (JSON), months without any number left out. */
export function birthsField(semester: Semester, births: BirthsText): string {
  const rows = births.flatMap((row, column) => {
    const liveBirths = birthValue(row.liveBirths)
    const stillbirths = birthValue(row.stillbirths)
    return liveBirths === null && stillbirths === null
      ? []
      : [{ month: monthOf(semester, column), liveBirths, stillbirths }]
  })
  return JSON.stringify(rows)
}

/** The births by maternal age band typed in the form ('' is not sent). */
export type BandsText = Record<MaternalAgeBand, string>

export const blankBands = (): BandsText =>
  Object.fromEntries(maternalAgeBands.map((band) => [band, ''])) as BandsText

/** The form's band births from what is stored (blank where a band was not sent). */
export function bandsText(stored: { band: string; births: number }[] | null): BandsText {
  const bands = blankBands()
  for (const { band, births } of stored ?? [])
    if (band in bands) bands[band as MaternalAgeBand] = String(births)
  return bands
}

/**
 * The births by maternal age as the upload's optional `birthsByMaternalAge` form field (JSON),
 * the bands typed in order; null when none is (the field is then not sent).
 */
export function bandsField(bands: BandsText): string | null {
  const rows = maternalAgeBands.flatMap((band) => {
    const births = birthValue(bands[band])
    return births === null ? [] : [{ band, births }]
  })
  return rows.length === 0 ? null : JSON.stringify(rows)
}

/** The form's births from what is stored (null blank), a blank row for each missing month. */
export function birthsText(
  semester: Semester,
  stored: { month: number; liveBirths: number | null; stillbirths: number | null }[],
): BirthsText {
  return Array.from({ length: MONTHS_PER_SEMESTER }, (_, column) => {
    const row = stored.find((entry) => entry.month === monthOf(semester, column))
    return {
      liveBirths: row?.liveBirths == null ? '' : String(row.liveBirths),
      stillbirths: row?.stillbirths == null ? '' : String(row.stillbirths),
    }
  })
}

/**
 * The registry's own case records as a file: one semester's, or every semester's. The server
 * checks the reader is a member and writes the download to the audit log.
 */
export const caseRecordsDownloadUrl = (
  format: 'csv' | 'xlsx',
  language: string,
  registry: string,
  period?: { year: number; semester: number },
) =>
  `${CASE_RECORDS_API}?${new URLSearchParams({
    registry,
    format,
    language,
    ...(period ? { year: String(period.year), semester: String(period.semester) } : {}),
  })}`

/** The empty case-record template, its headers in one language. */
export const caseTemplateUrl = (format: 'csv' | 'xlsx', language: string) =>
  `${CASE_RECORDS_API}/template?${new URLSearchParams({ format, language })}`
