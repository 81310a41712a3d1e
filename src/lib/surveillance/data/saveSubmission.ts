import type { PayloadRequest } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { DataSubmission } from '@/payload-types'
import type { FieldIssue, RowIssue } from '../input/issues'
import { readTable } from '../input/table/readTable'
import { SUBMISSION_FILE_MAX_MB, uploadFileProblem } from '../submissions/uploadLimits'
import type { PlausibilityWarning, SubmissionStatus } from '../submissions/model'
import { plausibilityWarnings } from '../submissions/plausibility'
import { readSubmissionTable, toFileIssue } from '../submissions/submissionFile'
import {
  validateSubmission,
  type SubmissionInput,
  type ValidSubmission,
} from '../submissions/validateSubmission'
import { hasAcceptedSemester } from './acceptedSemester'
import { loadSubmissionHistory } from './submissionHistory'
import { loadSubmissionReference } from './submissionReference'
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
 * an accepted one can be sent again: a resubmission (the answer says so), whose
 * accepted numbers stay in the accepted tables, in use, until the office accepts
 * the new version.
 */
export async function saveSubmission(
  req: PayloadRequest,
  input: SubmissionInput & { status?: unknown },
  locale: Locale,
  file?: UploadedFile,
): Promise<SaveOutcome> {
  const status = readRequestedStatus(input.status)
  const reference = await loadSubmissionReference(req.payload, locale, req)
  const check = validateSubmission(input, reference)
  const issues: FieldIssue[] = check.ok ? [] : [...check.issues]
  if (!status) issues.push({ field: 'status', code: 'invalidStatus' })
  if (!check.ok || !status) return { ok: false, status: 400, issues }
  return store(req, check.value, status, reference, file)
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
      issues: [{ field: 'file', code: reading.code, params: reading.params }],
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
  return store(req, check.value, status, reference, file)
}

async function store(
  req: PayloadRequest,
  value: ValidSubmission,
  status: SubmissionStatus,
  reference: Awaited<ReturnType<typeof loadSubmissionReference>>,
  file?: UploadedFile,
): Promise<SaveOutcome> {
  const { payload, user } = req
  if (!mayActForRegistry(user, value.registry.id))
    return { ok: false, status: 403, issues: [{ field: 'registry', code: 'notYourRegistry' }] }

  const { docs } = await payload.find({
    collection: 'data-submissions',
    where: {
      and: [
        { registry: { equals: value.registry.id } },
        { year: { equals: value.year } },
        { semester: { equals: value.semester } },
      ],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const existing = docs[0]
  if (existing?.status === 'submitted')
    return { ok: false, status: 409, issues: [{ field: 'status', code: 'underReview' }] }

  const resubmission = await hasAcceptedSemester(
    payload,
    { registryId: value.registry.id, year: value.year, semester: value.semester },
    req,
  )

  let warnings: PlausibilityWarning[] = []
  if (status === 'submitted') {
    const history = await loadSubmissionHistory(
      payload,
      { registryId: value.registry.id, year: value.year, semester: value.semester },
      req,
    )
    const names = new Map(reference.malformations.map((m) => [m.number, m.name]))
    warnings = plausibilityWarnings(value, history, (number) => names.get(number) ?? String(number))
  }

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
      status,
      births: value.births,
      cases: value.cases.map((row) => ({
        malformation: row.malformationId as number,
        month: row.month,
        cases: row.cases,
      })),
      warnings: warnings.map((warning) => ({ code: warning.code, params: warning.params })),
      ...(stored ? { file: stored.id } : {}),
      ...(status === 'submitted'
        ? { submittedBy: user?.id as number, submittedAt: new Date().toISOString() }
        : {}),
    }
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
  return { ok: true, created: !existing, doc, resubmission }
}

const mimeOf = (name: string): string =>
  name.toLowerCase().endsWith('.xlsx')
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv'
