import type { CollectionAfterOperationHook } from 'payload'
import { recordAuditEvent } from './recordAuditEvent'

const reads = new Set(['find', 'findByID', 'findDistinct', 'findVersions', 'findVersionByID'])

/** Set on the request once its read of case records is logged: one event per request. */
const LOGGED = 'caseRecordsReadLogged'

const countOf = (result: unknown): number => {
  const found = result as { docs?: unknown[]; values?: unknown[]; id?: unknown } | null
  if (Array.isArray(found?.docs)) return found.docs.length
  if (Array.isArray(found?.values)) return found.values.length
  return found?.id === undefined ? 0 : 1
}

/**
 * A read of case records through the collection (REST list or by id, GraphQL, the admin panel),
 * by anyone, goes to the audit log once per request, however many records or queries it holds:
 * who, with which key, which operation and how many records came back. Reads with access
 * overridden are the server's own; the members' download (/api/surveillance/case-records/download)
 * reads the table itself and logs its own `caseRecordsDownloaded`.
 */
export const auditCaseRecordReads: CollectionAfterOperationHook = async ({
  args,
  operation,
  req,
  result,
}) => {
  if (!reads.has(operation) || req.context[LOGGED]) return result
  if ((args as { overrideAccess?: boolean }).overrideAccess) return result
  req.context[LOGGED] = true
  const query = new URL(req.url ?? '', 'http://local').searchParams.toString()
  await recordAuditEvent(req, {
    action: 'caseRecordsRead',
    document: { collection: 'surveillance-case-records', id: (args as { id?: string }).id },
    detail: `${operation}: ${countOf(result)} record(s)${query ? ` ?${query}` : ''}`,
  })
  return result
}
