import type { PayloadRequest } from 'payload'
import { yieldToLoop } from '@/lib/concurrency/turns'
import type { DocumentId } from '@/lib/relationId'
import type { CaseClass, CaseRecordInput, DiagnosisStatus } from '../caseRecords/model'
import type { Semester } from '../submissions/model'
import { acceptedTables } from './acceptedTables'

/**
 * Rows per INSERT: about 20 columns, well under SQLite's 32,766 bound variables, and few enough
 * that building and running one statement holds the event loop for milliseconds, not seconds.
 */
const RECORD_CHUNK = 100

export interface StoredCaseRecord extends CaseRecordInput {
  groups: number[] | null
  caseClass: CaseClass | null
}

interface RecordsOwner {
  registryId: DocumentId
  year: number
  semester: Semester
  submissionId: DocumentId
  demo?: boolean
}

/**
 * The case records of a submission, written and read in batches through the adapter's drizzle
 * (a national registry's semester holds tens of thousands: one Payload call per record would
 * take minutes). Inside `withTransaction` they commit or roll back with the submission.
 */
export async function replaceCaseRecords(
  req: PayloadRequest,
  owner: RecordsOwner,
  /** Without groups and class (null) before the office accepts them. */
  records: (CaseRecordInput & Partial<Pick<StoredCaseRecord, 'groups' | 'caseClass'>>)[],
): Promise<void> {
  const tables = await acceptedTables(req.payload, req)
  const table = tables.table('surveillance_case_records')
  await tables.db.delete(table).where(tables.ops.eq(table.submission, owner.submissionId))
  // Each statement's rows are built just before it runs: a semester's 50,000 are never all held
  // twice, and the event loop gets a turn between statements.
  for (let start = 0; start < records.length; start += RECORD_CHUNK) {
    if (start > 0) await yieldToLoop()
    await tables.db.insert(table).values(
      records.slice(start, start + RECORD_CHUNK).map((record) => ({
        registry: owner.registryId,
        year: owner.year,
        semester: owner.semester,
        submission: owner.submissionId,
        demo: owner.demo ?? false,
        caseId: record.caseId,
        month: record.month,
        day: record.day,
        outcome: record.outcome,
        sex: record.sex,
        plurality: record.plurality,
        gestationalWeeks: record.gestationalWeeks,
        birthWeight: record.birthWeight,
        prenatalDiagnosis: record.prenatalDiagnosis,
        diagnosisWeeks: record.diagnosisWeeks,
        maternalAge: record.maternalAge,
        codes: record.codes.join('; '),
        syndrome: record.syndrome,
        description: record.description,
        groups: record.groups ?? null,
        caseClass: record.caseClass ?? null,
        recordStatus: record.recordStatus ?? null,
        diagnosisStatuses: record.diagnosisStatuses?.join('; ') ?? null,
        clinicalPresentation: record.clinicalPresentation ?? null,
        diagnosisDate: record.diagnosisDate ?? null,
        reportDate: record.reportDate ?? null,
        completionDate: record.completionDate ?? null,
        diagnosisCorrected: record.diagnosisCorrected ?? null,
      })),
    )
  }
}

/** Removes a submission's case records (it was sent again as monthly counts). */
export async function deleteCaseRecords(
  req: PayloadRequest,
  submissionId: DocumentId,
): Promise<void> {
  const tables = await acceptedTables(req.payload, req)
  const table = tables.table('surveillance_case_records')
  await tables.db.delete(table).where(tables.ops.eq(table.submission, submissionId))
}

/** Which records to read: one submission's (one version of a semester), or several's. */
export type RecordsFilter = { submissionId: DocumentId } | { submissionIds: DocumentId[] }

/** Case records in month and identifier order. */
export async function loadCaseRecords(
  req: PayloadRequest,
  filter: RecordsFilter,
): Promise<(StoredCaseRecord & { year: number; semester: Semester })[]> {
  const tables = await acceptedTables(req.payload, req)
  const table = tables.table('surveillance_case_records')
  const { eq, inArray, asc } = tables.ops
  if ('submissionIds' in filter && filter.submissionIds.length === 0) return []
  const where =
    'submissionId' in filter
      ? eq(table.submission, filter.submissionId)
      : inArray(table.submission, filter.submissionIds)
  const rows: Record<string, unknown>[] = await tables.db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(table.year), asc(table.month), asc(table.caseId))
  return rows.map((row) => ({
    year: Number(row.year),
    semester: Number(row.semester) as Semester,
    caseId: String(row.caseId),
    month: Number(row.month),
    day: numberOrNull(row.day),
    outcome: row.outcome as StoredCaseRecord['outcome'],
    sex: (row.sex ?? null) as StoredCaseRecord['sex'],
    plurality: numberOrNull(row.plurality),
    gestationalWeeks: numberOrNull(row.gestationalWeeks),
    birthWeight: numberOrNull(row.birthWeight),
    prenatalDiagnosis: (row.prenatalDiagnosis ?? null) as StoredCaseRecord['prenatalDiagnosis'],
    diagnosisWeeks: numberOrNull(row.diagnosisWeeks),
    maternalAge: numberOrNull(row.maternalAge),
    codes: String(row.codes ?? '')
      .split(';')
      .map((code) => code.trim())
      .filter(Boolean),
    syndrome: Boolean(row.syndrome),
    description: (row.description as string | null) ?? null,
    groups: groupsOf(row.groups),
    caseClass: (row.caseClass ?? null) as CaseClass | null,
    recordStatus: (row.recordStatus ?? null) as StoredCaseRecord['recordStatus'],
    diagnosisStatuses: row.diagnosisStatuses
      ? (String(row.diagnosisStatuses)
          .split(';')
          .map((status) => status.trim()) as DiagnosisStatus[])
      : null,
    clinicalPresentation: (row.clinicalPresentation ??
      null) as StoredCaseRecord['clinicalPresentation'],
    diagnosisDate: (row.diagnosisDate as string | null) ?? null,
    reportDate: (row.reportDate as string | null) ?? null,
    completionDate: (row.completionDate as string | null) ?? null,
    // SQLite keeps a boolean as 0/1.
    diagnosisCorrected:
      row.diagnosisCorrected === null || row.diagnosisCorrected === undefined
        ? null
        : Boolean(row.diagnosisCorrected),
  }))
}

/**
 * The identifiers a registry has already used in its other semesters. The semester's own
 * versions do not count: a new version sends the same cases again.
 */
export async function usedCaseIds(
  req: PayloadRequest,
  period: { registryId: DocumentId; year: number; semester: Semester },
): Promise<Set<string>> {
  const tables = await acceptedTables(req.payload, req)
  const table = tables.table('surveillance_case_records')
  const { and, eq, ne, or } = tables.ops
  const rows: { caseId: string }[] = await tables.db
    .selectDistinct({ caseId: table.caseId })
    .from(table)
    .where(
      and(
        eq(table.registry, period.registryId),
        or(ne(table.year, period.year), ne(table.semester, period.semester)),
      ),
    )
  return new Set(rows.map((row) => row.caseId))
}

const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value)

/** The json column comes back parsed on PostgreSQL and as text on SQLite. */
function groupsOf(value: unknown): number[] | null {
  const parsed = typeof value === 'string' ? safeParse(value) : value
  return Array.isArray(parsed) ? parsed.map(Number) : null
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
