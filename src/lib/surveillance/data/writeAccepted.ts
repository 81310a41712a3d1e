import type { PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { monthKey, semesterMonths, type Semester } from '../submissions/model'
import { acceptedTables, insertInChunks } from './acceptedTables'

export interface AcceptedSemester {
  registryId: DocumentId
  year: number
  semester: Semester
  submissionId: DocumentId | null
  demo?: boolean
  births: { month: number; liveBirths: number | null; stillbirths: number | null }[]
  cases: {
    malformationId: DocumentId
    month: number
    cases: number | null
    /** Counts by outcome, known only for a semester derived from case records. */
    byOutcome?: OutcomeCounts
  }[]
}

export interface OutcomeCounts {
  liveBirthCases: number
  fetalDeathCases: number
  topfaCases: number
}

/**
 * Replaces a registry's accepted rows for one semester with the given ones:
 * the semester's old rows are deleted and the new ones batch-inserted. Call it
 * inside `withTransaction` so a failure leaves the previous numbers in place.
 * `afterChunk` is called after each inserted chunk (progress, or a test's fault).
 */
export async function replaceAcceptedSemester(
  req: PayloadRequest,
  semester: AcceptedSemester,
  afterChunk?: (written: number) => Promise<void>,
): Promise<void> {
  const tables = await acceptedTables(req.payload, req)
  const { and, eq, inArray } = tables.ops
  const months = semesterMonths(semester.semester).map((month) => monthKey(semester.year, month))
  for (const table of [tables.births, tables.cases]) {
    await tables.db
      .delete(table)
      .where(and(eq(table.registry, semester.registryId), inArray(table.month, months)))
  }
  const common = {
    registry: semester.registryId,
    submission: semester.submissionId,
    demo: semester.demo ?? false,
  }
  await insertInChunks(
    tables,
    tables.births,
    semester.births.map((row) => ({
      ...common,
      month: monthKey(semester.year, row.month),
      liveBirths: row.liveBirths,
      stillbirths: row.stillbirths,
    })),
    afterChunk,
  )
  await insertInChunks(
    tables,
    tables.cases,
    semester.cases.map((row) => ({
      ...common,
      malformation: row.malformationId,
      month: monthKey(semester.year, row.month),
      cases: row.cases,
      liveBirthCases: row.byOutcome?.liveBirthCases ?? null,
      fetalDeathCases: row.byOutcome?.fetalDeathCases ?? null,
      topfaCases: row.byOutcome?.topfaCases ?? null,
    })),
    afterChunk,
  )
}
