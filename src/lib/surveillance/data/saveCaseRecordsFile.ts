import type { PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import {
  readCaseRecordsTable,
  type CaseTableReading,
  type CellOf,
} from '../caseSubmissions/readCaseRecordsTable'
import { fileIssue, readTable } from '../input/table/readTable'
import { uploadFileProblem } from '../submissions/uploadLimits'
import {
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MAX_CELLS,
  CASE_FILE_MAX_MB,
  CASE_FILE_MAX_ROWS,
  CASE_FILE_MAX_UNZIPPED_BYTES,
  CASE_FILE_READING_SECONDS,
} from '../caseSubmissions/caseFileLimits'
import { saveCaseRecords, type CaseRecordsOutcome } from './saveCaseRecords'
import type { UploadedFile } from './saveSubmission'

/**
 * A semester of case records from the CSV or XLSX template, with the month's births sent beside
 * it (the form's `births`, JSON as in the API). Every problem comes back on the file's line and
 * column (`cellOf` places the domain validation's); nothing is stored from a refused file.
 */
export async function saveCaseRecordsFile(
  req: PayloadRequest,
  file: UploadedFile | null,
  form: { status?: unknown; births?: unknown; birthsByMaternalAge?: unknown },
  locale: Locale,
): Promise<{ outcome: CaseRecordsOutcome; cellOf?: CellOf }> {
  const refuse = (status: 400 | 413, issue: CaseRecordsRefusal) => ({
    outcome: { ok: false as const, status, issues: [issue], caseIssues: [] },
  })
  if (!file || file.data.byteLength === 0)
    return refuse(400, { field: 'file', code: 'fileRequired' })
  const problem = uploadFileProblem(
    { name: file.name, size: file.data.byteLength },
    CASE_FILE_MAX_BYTES,
  )
  if (problem)
    return refuse(problem === 'uploadTooLarge' ? 413 : 400, {
      field: 'file',
      code: problem,
      params: { max: CASE_FILE_MAX_MB },
    })
  const births = readBirths(form.births)
  if (births === undefined) return refuse(400, { field: 'births', code: 'notAList' })
  const birthsByMaternalAge = readJsonField(form.birthsByMaternalAge)
  if (birthsByMaternalAge === undefined)
    return refuse(400, { field: 'birthsByMaternalAge', code: 'notAList' })
  const parsed = await readCaseFile(file, locale)
  if (!parsed.ok)
    return { outcome: { ok: false, status: 400, issues: parsed.issues, caseIssues: [] } }
  const outcome = await saveCaseRecords(
    req,
    { ...parsed.body, births, birthsByMaternalAge, status: form.status },
    locale,
    file,
  )
  if (outcome.ok) return { outcome, cellOf: parsed.cellOf }
  return {
    outcome: {
      ...outcome,
      issues: outcome.issues.map((issue) => {
        const cell = parsed.cellOf(issue.field)
        return cell ? { ...issue, line: cell.line, field: cell.column } : issue
      }),
    },
    cellOf: parsed.cellOf,
  }
}

/**
 * The file's table read into the JSON body's shape. Its own function so the table's cells (a
 * million for a national semester) can go as soon as they are read into cases.
 */
async function readCaseFile(file: UploadedFile, locale: Locale): Promise<CaseTableReading> {
  const reading = await readTable(file.data, file.name, {
    maxBytes: CASE_FILE_MAX_BYTES,
    maxRows: CASE_FILE_MAX_ROWS,
    maxUnzippedBytes: CASE_FILE_MAX_UNZIPPED_BYTES,
    maxCells: CASE_FILE_MAX_CELLS,
    maxSeconds: CASE_FILE_READING_SECONDS,
    stream: true,
  })
  if (!reading.ok) return { ok: false, issues: [fileIssue(reading)] }
  return readCaseRecordsTable(reading.table, locale)
}

type CaseRecordsRefusal = Extract<CaseRecordsOutcome, { ok: false }>['issues'][number]

/** The births as JSON text (a form field) or already a list; undefined when unreadable. */
function readBirths(raw: unknown): unknown[] | undefined {
  if (raw === undefined || raw === null || raw === '') return []
  if (Array.isArray(raw)) return raw
  if (typeof raw !== 'string') return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** An optional list sent as JSON text: null when blank, undefined when unreadable. */
function readJsonField(raw: unknown): unknown[] | null | undefined {
  if (raw === undefined || raw === null || raw === '') return null
  return readBirths(raw)
}
