import type { Payload, PayloadRequest } from 'payload'

/** drizzle's query helpers; the two adapters each bundle their own copy, so the right one is used. */
export type DrizzleOps = typeof import('@payloadcms/db-sqlite/drizzle')

/* eslint-disable @typescript-eslint/no-explicit-any -- the adapters' drizzle types differ (SQLite vs PostgreSQL); the queries below use only what both share */
type AnyDb = any
type AnyTable = any
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface AcceptedTables {
  db: AnyDb
  ops: DrizzleOps
  births: AnyTable
  cases: AnyTable
  submissions: AnyTable
  submissionBirths: AnyTable
  submissionCases: AnyTable
  /** Any table of the schema by its name, e.g. 'baseline_rates'. */
  table: (name: string) => AnyTable
}

/**
 * The accepted births and cases tables (and the submissions' own) through the
 * adapter's drizzle, for the reads and batch writes that Payload's per-document
 * API would make too slow. Inside a transaction (`req.transactionID`) the
 * queries run on its connection.
 */
export async function acceptedTables(
  payload: Payload,
  req?: PayloadRequest,
): Promise<AcceptedTables> {
  const adapter = payload.db
  // Both adapters bundle the same drizzle version, so either module has the type of the other.
  const ops: DrizzleOps =
    adapter.name === 'postgres'
      ? await import('@payloadcms/db-postgres/drizzle')
      : await import('@payloadcms/db-sqlite/drizzle')
  const transaction = req?.transactionID ? adapter.sessions?.[await req.transactionID] : null
  return {
    db: transaction?.db ?? adapter.drizzle,
    ops,
    births: adapter.tables.surveillance_births,
    cases: adapter.tables.surveillance_cases,
    submissions: adapter.tables.data_submissions,
    submissionBirths: adapter.tables.data_submissions_births,
    submissionCases: adapter.tables.data_submissions_cases,
    table: (name) => adapter.tables[name],
  }
}

/** Rows per INSERT: well under SQLite's 32,766 bound variables with 8 columns. */
export const INSERT_CHUNK = 1000

export async function insertInChunks(
  tables: AcceptedTables,
  table: AnyTable,
  rows: Record<string, unknown>[],
  afterChunk?: (written: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tables.db.insert(table).values(rows.slice(start, start + INSERT_CHUNK))
    await afterChunk?.(Math.min(start + INSERT_CHUNK, rows.length))
  }
}
