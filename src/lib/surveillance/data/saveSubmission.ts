import type { PayloadRequest } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { DataSubmission } from '@/payload-types'
import type { FieldIssue, RowIssue } from '../input/issues'
import { fileIssue, readTable } from '../input/table/readTable'
import { SUBMISSION_FILE_MAX_MB, uploadFileProblem } from '../submissions/uploadLimits'
import {
  semesterEnded,
  type PlausibilityWarning,
  type SubmissionStatus,
} from '../submissions/model'
import { readSubmissionTable, toFileIssue } from '../submissions/submissionFile'
import {
  validateSubmission,
  type SubmissionInput,
  type ValidSubmission,
} from '../submissions/validateSubmission'
import { hasAcceptedSemester } from './acceptedSemester'
import { deleteCaseRecords } from './caseRecordRows'
import { emailOfficeSubmission } from './submissionEmails'
import { loadSubmissionReference } from './submissionReference'
import { submissionWarnings } from './submissionWarnings'
import { workingVersion } from './semesterVersions'
import { withTransaction } from './transaction'

export interface UploadedFile {
  data: Uint8Array
  name: string
  mimetype?: string
}

export type SaveOutcome =
  | { ok: true; created: boolean; doc: DataSubmission; resubmission: boolean }
  | { ok: false; status: 400 | 403 | 409 | 413; issues: (FieldIssue | RowIssue)[] }

const MEMBER_STATUSES: SubmissionStatus[] = ['draft', 'submitted']

/** Longest explanation of one warning the member may write. */
export const MAX_EXPLANATION_LENGTH = 2000

/**
 * The member's explanations of the plausibility warnings, by warning key (`explanations: {
 * [key]: text }`); blank ones are left out. Anything else than text, or too long, is an issue.
 */
export function readExplanations(
  raw: unknown,
): { ok: true; value: Map<string, string> } | { ok: false; issues: FieldIssue[] } {
  const value = new Map<string, string>()
  if (raw === undefined || raw === null) return { ok: true, value }
  if (typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, issues: [{ field: 'explanations', code: 'invalidExplanation' }] }
  const issues: FieldIssue[] = []
  for (const [key, text] of Object.entries(raw)) {
    if (typeof text !== 'string')
      issues.push({ field: `explanations.${key}`, code: 'invalidExplanation' })
    else if (text.trim().length > MAX_EXPLANATION_LENGTH)
      issues.push({
        field: `explanations.${key}`,
        code: 'tooLong',
        params: { max: MAX_EXPLANATION_LENGTH },
      })
    else if (text.trim()) value.set(key, text.trim())
  }
  return issues.length ? { ok: false, issues } : { ok: true, value }
}

/** The status a member asks for: a draft to keep, or submitted for review (the default). */
export function readRequestedStatus(raw: unknown): SubmissionStatus | null {
  if (raw === undefined || raw === null || raw === '') return 'submitted'
  return MEMBER_STATUSES.find((status) => status === raw) ?? null
}

/**
 * Stores a semester of counts from the grid or a registry's script: validated
 * first (nothing is written when any value is wrong), then kept as a draft or
 * submitted for review with its plausibility warnings. The user must act for
 * the registry. A semester under review cannot change until the office decides;
 * an accepted one can be sent again: a resubmission (the answer says so), stored as
 * the semester's next version (`workingVersion`), while the accepted version and its
 * numbers stay in use until the office accepts the new one.
 */
export async function saveSubmission(
  req: PayloadRequest,
  input: SubmissionInput & { status?: unknown; explanations?: unknown },
  locale: Locale,
  file?: UploadedFile,
): Promise<SaveOutcome> {
  const status = readRequestedStatus(input.status)
  const explanations = readExplanations(input.explanations)
  const reference = await loadSubmissionReference(req.payload, locale, req)
  const check = validateSubmission(input, reference)
  const issues: FieldIssue[] = check.ok ? [] : [...check.issues]
  if (!status) issues.push({ field: 'status', code: 'invalidStatus' })
  if (check.ok && status === 'submitted' && !semesterEnded(check.value.year, check.value.semester))
    issues.push({ field: 'status', code: 'semesterNotOver' })
  if (!explanations.ok) issues.push(...explanations.issues)
  if (issues.length > 0 || !check.ok || !status || !explanations.ok)
    return { ok: false, status: 400, issues }
  return store(req, check.value, status, reference, file, explanations.value)
}

/** The same from an uploaded CSV or XLSX template: problems come back with line and column. */
export async function saveSubmissionFile(
  req: PayloadRequest,
  file: UploadedFile | null,
  requested: { status?: unknown },
  locale: Locale,
): Promise<SaveOutcome> {
  if (!file || file.data.byteLength === 0)
    return { ok: false, status: 400, issues: [{ field: 'file', code: 'fileRequired' }] }
  const status = readRequestedStatus(requested.status)
  if (!status)
    return { ok: false, status: 400, issues: [{ field: 'status', code: 'invalidStatus' }] }
  const problem = uploadFileProblem({ name: file.name, size: file.data.byteLength })
  if (problem)
    return {
      ok: false,
      status: problem === 'uploadTooLarge' ? 413 : 400,
      issues: [{ field: 'file', code: problem, params: { max: SUBMISSION_FILE_MAX_MB } }],
    }
  const reading = await readTable(file.data, file.name)
  if (!reading.ok)
    return {
      ok: false,
      status: 400,
      issues: [fileIssue(reading)],
    }
  const parsed = readSubmissionTable(reading.table, locale)
  if (!parsed.ok) return { ok: false, status: 400, issues: parsed.issues }
  const reference = await loadSubmissionReference(req.payload, locale, req)
  const check = validateSubmission(parsed.input, reference)
  if (!check.ok)
    return {
      ok: false,
      status: 400,
      issues: check.issues.map((issue) => toFileIssue(issue, parsed.positions)),
    }
  if (status === 'submitted' && !semesterEnded(check.value.year, check.value.semester))
    return { ok: false, status: 400, issues: [{ field: 'status', code: 'semesterNotOver' }] }
  return store(req, check.value, status, reference, file)
}

async function store(
  req: PayloadRequest,
  value: ValidSubmission,
  status: SubmissionStatus,
  reference: Awaited<ReturnType<typeof loadSubmissionReference>>,
  file?: UploadedFile,
  explanations: Map<string, string> = new Map(),
): Promise<SaveOutcome> {
  const { payload, user } = req
  if (!mayActForRegistry(user, value.registry.id))
    return { ok: false, status: 403, issues: [{ field: 'registry', code: 'notYourRegistry' }] }

  const period = { registryId: value.registry.id, year: value.year, semester: value.semester }
  const working = await workingVersion(req, period)
  if (working.underReview)
    return { ok: false, status: 409, issues: [{ field: 'status', code: 'underReview' }] }
  const existing = working.existing

  const resubmission = await hasAcceptedSemester(
    payload,
    { registryId: value.registry.id, year: value.year, semester: value.semester },
    req,
  )

  const warnings: PlausibilityWarning[] =
    status === 'submitted' ? await submissionWarnings(req, value, reference) : []

  const doc = await withTransaction(req, async () => {
    const stored = file
      ? await payload.create({
          collection: 'submission-files',
          data: { registry: value.registry.id as number },
          file: {
            data: Buffer.from(file.data),
            name: file.name,
            mimetype: file.mimetype || mimeOf(file.name),
            size: file.data.byteLength,
          },
          overrideAccess: true,
          req,
        })
      : null
    const data = {
      registry: value.registry.id as number,
      year: value.year,
      semester: value.semester,
      kind: 'monthly-counts' as const,
      version: working.version,
      status,
      births: value.births,
      cases: value.cases.map((row) => ({
        malformation: row.malformationId as number,
        month: row.month,
        cases: row.cases,
      })),
      warnings: warnings.map((warning) => ({
        code: warning.code,
        params: warning.params,
        key: warning.key,
        explanation: explanations.get(warning.key) ?? null,
      })),
      ...(stored ? { file: stored.id } : {}),
      ...(status === 'submitted'
        ? { submittedBy: user?.id as number, submittedAt: new Date().toISOString() }
        : {}),
    }
    // This version, a draft or returned before as case records, is now monthly counts: its
    // records go (an accepted version is never `existing`: its records stay with it).
    if (existing?.kind === 'case-records') await deleteCaseRecords(req, existing.id)
    return existing
      ? payload.update({
          collection: 'data-submissions',
          id: existing.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : payload.create({
          collection: 'data-submissions',
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
  })
  if (status === 'submitted')
    await emailOfficeSubmission(payload, {
      id: doc.id,
      registry: value.registry.initials || value.registry.code,
      year: value.year,
      semester: value.semester,
      submitter: user?.name || user?.email || '',
      resubmission,
      warnings: warnings.length,
    })
  return { ok: true, created: !existing, doc, resubmission }
}

const mimeOf = (name: string): string =>
  name.toLowerCase().endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv'
