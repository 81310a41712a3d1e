import type { PayloadRequest } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { DataSubmission } from '@/payload-types'
import { deriveMonthlyCountsInTurns, validateCaseRecordsInTurns } from '../caseRecords'
import type { CaseIssue, CaseRecordSemester } from '../caseRecords/model'
import { bandList } from '../caseRecords/maternalAge'
import { readBirthsByMaternalAge } from '../caseSubmissions/readBirthsByMaternalAge'
import { readCaseRecords } from '../caseSubmissions/readCaseRecords'
import type { FieldIssue, RowIssue } from '../input/issues'
import { semesterEnded, type PlausibilityWarning } from '../submissions/model'
import { validateSubmission, type ValidSubmission } from '../submissions/validateSubmission'
import { hasAcceptedSemester } from './acceptedSemester'
import { replaceCaseRecords, usedCaseIds } from './caseRecordRows'
import { loadCaseDefinitions } from './loadCaseDefinitions'
import { readRequestedStatus, type UploadedFile } from './saveSubmission'
import { emailOfficeSubmission } from './submissionEmails'
import { loadSubmissionReference } from './submissionReference'
import { submissionWarnings } from './submissionWarnings'
import { workingVersion } from './semesterVersions'
import { withTransaction } from './transaction'

/** A case-record submission as it arrives (JSON, or a file read into the same shape). */
export interface CaseRecordsBody {
  registry?: unknown
  year?: unknown
  semester?: unknown
  status?: unknown
  births?: unknown
  /** Optional: the semester's births by maternal age band (readBirthsByMaternalAge). */
  birthsByMaternalAge?: unknown
  cases?: unknown
}

export type CaseRecordsOutcome =
  | {
      ok: true
      created: boolean
      doc: DataSubmission
      resubmission: boolean
      /** The domain validation's warnings (stored on the submission for the office). */
      caseWarnings: CaseIssue[]
    }
  | {
      ok: false
      status: 400 | 403 | 409 | 413
      issues: (FieldIssue | RowIssue)[]
      caseIssues: CaseIssue[]
    }

const refused = (
  status: 400 | 403 | 409 | 413,
  issues: (FieldIssue | RowIssue)[],
  caseIssues: CaseIssue[] = [],
): CaseRecordsOutcome => ({ ok: false, status, issues, caseIssues })

/**
 * Stores a semester sent as case records plus the month's births: read and validated first
 * (nothing is written when anything is wrong: type errors and the domain validation's errors
 * come back together, each on its case and field), then kept as a draft or submitted for review
 * in the same workflow as monthly counts, with the plausibility warnings of the monthly counts
 * the records give and the records' own warnings. The records replace those of the version they
 * are saved in (`workingVersion`: a draft or returned one; after an acceptance, a new version, so
 * the accepted records stay in use); the anomaly groups and class are computed when the office
 * accepts.
 */
export async function saveCaseRecords(
  req: PayloadRequest,
  body: CaseRecordsBody,
  locale: Locale,
  file?: UploadedFile,
): Promise<CaseRecordsOutcome> {
  const status = readRequestedStatus(body.status)
  const reference = await loadSubmissionReference(req.payload, locale, req)
  // Registry, period and births are checked exactly as a monthly submission's.
  const head = validateSubmission(
    { registry: body.registry, year: body.year, semester: body.semester, births: body.births },
    reference,
  )
  const parsed = await readCaseRecords(body.cases)
  const bands = readBirthsByMaternalAge(body.birthsByMaternalAge, head.ok ? head.value.births : [])
  const issues: FieldIssue[] = [...(head.ok ? bands.issues : head.issues), ...parsed.issues]
  if (!status) issues.push({ field: 'status', code: 'invalidStatus' })
  // A semester still running cannot be submitted: its last months would count as sent.
  if (head.ok && status === 'submitted' && !semesterEnded(head.value.year, head.value.semester))
    issues.push({ field: 'status', code: 'semesterNotOver' })
  if (!head.ok || issues.length > 0 || !status) return refused(400, issues)

  const value = head.value
  if (!mayActForRegistry(req.user, value.registry.id))
    return refused(403, [{ field: 'registry', code: 'notYourRegistry' }])

  const period = { registryId: value.registry.id, year: value.year, semester: value.semester }
  const working = await workingVersion(req, period)
  if (working.underReview) return refused(409, [{ field: 'status', code: 'underReview' }])
  const existing = working.existing

  const definitions = await loadCaseDefinitions(req.payload)
  const semester: CaseRecordSemester = {
    registry: value.registry.code,
    year: value.year,
    semester: value.semester,
    births: value.births,
    cases: parsed.cases,
  }
  const registry = await req.payload.findByID({
    collection: 'member-registries',
    id: value.registry.id,
    depth: 0,
    select: { topfaWeeksLimit: true },
    overrideAccess: true,
    req,
  })
  const caseIssues = await validateCaseRecordsInTurns(semester, {
    codeExists: definitions.codeExists,
    sexSpecific: definitions.sexSpecific,
    topfaWeeksLimit: registry.topfaWeeksLimit ?? null,
    existingCaseIds: await usedCaseIds(req, period),
  })
  if (caseIssues.some((issue) => issue.severity === 'error')) return refused(400, [], caseIssues)
  const caseWarnings = caseIssues.filter((issue) => issue.severity === 'warning')

  const resubmission = await hasAcceptedSemester(
    req.payload,
    { registryId: value.registry.id, year: value.year, semester: value.semester },
    req,
  )
  const warnings: PlausibilityWarning[] =
    status === 'submitted'
      ? await submissionWarnings(
          req,
          await derivedSubmission(value, semester, definitions, reference),
          reference,
        )
      : []

  const doc = await withTransaction(req, async () => {
    const stored = file
      ? await req.payload.create({
          collection: 'submission-files',
          data: { registry: value.registry.id as number },
          file: {
            data: Buffer.from(file.data),
            name: file.name,
            mimetype: file.mimetype || 'text/csv',
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
      kind: 'case-records' as const,
      version: working.version,
      status,
      births: value.births,
      birthsByMaternalAge: bands.value && bandList(bands.value),
      cases: [],
      warnings: [
        ...warnings.map((warning) => ({
          code: warning.code,
          params: warning.params,
          key: warning.key,
        })),
        ...caseWarnings.map((issue) => ({
          code: `caseRecords.${issue.code}`,
          params: { ...issue.values, case: (issue.index ?? -1) + 1 },
          key: caseWarningKey(issue),
        })),
      ],
      ...(stored ? { file: stored.id } : {}),
      ...(status === 'submitted'
        ? { submittedBy: req.user?.id as number, submittedAt: new Date().toISOString() }
        : {}),
    }
    const saved = existing
      ? await req.payload.update({
          collection: 'data-submissions',
          id: existing.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : await req.payload.create({
          collection: 'data-submissions',
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
    await replaceCaseRecords(
      req,
      {
        registryId: value.registry.id,
        year: value.year,
        semester: value.semester,
        submissionId: saved.id,
      },
      parsed.cases,
    )
    return saved
  })
  if (status === 'submitted')
    await emailOfficeSubmission(req.payload, {
      id: doc.id,
      registry: value.registry.initials || value.registry.code,
      year: value.year,
      semester: value.semester,
      submitter: req.user?.name || req.user?.email || '',
      resubmission,
      warnings: doc.warnings?.length ?? 0,
      kind: 'case-records',
    })
  return { ok: true, created: !existing, doc, resubmission, caseWarnings }
}

/** A case record's warning as stored on the submission: its code, case and field. */
export const caseWarningKey = (issue: Pick<CaseIssue, 'code' | 'index' | 'field'>): string =>
  `case:${issue.code}:${issue.index ?? ''}:${issue.field ?? ''}`

/**
 * The monthly counts the records give (every monitored anomaly), as a monthly submission of the
 * same semester: its plausibility warnings are the ones the office sees for monthly counts.
 */
async function derivedSubmission(
  value: ValidSubmission,
  semester: CaseRecordSemester,
  definitions: Awaited<ReturnType<typeof loadCaseDefinitions>>,
  reference: Awaited<ReturnType<typeof loadSubmissionReference>>,
): Promise<ValidSubmission> {
  const monitored = reference.malformations.filter((malformation) => malformation.active)
  const ids = new Map(monitored.map((malformation) => [malformation.number, malformation.id]))
  const derived = await deriveMonthlyCountsInTurns(
    semester,
    definitions.definitionsFor,
    monitored.map((malformation) => malformation.number),
  )
  return {
    ...value,
    cases: derived.cases.flatMap((row) => {
      const malformationId = ids.get(row.malformation)
      return malformationId === undefined ? [] : [{ ...row, malformationId }]
    }),
  }
}
