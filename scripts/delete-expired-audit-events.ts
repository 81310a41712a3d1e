// Deletes the audit events older than the site settings' retention (`npm run audit:prune`), by
// hand: the jobs queue's nightly deleteExpiredRecords task does the same on its own.
import { getPayload } from 'payload'
import config from '@payload-config'
import { deleteExpiredAuditEvents } from '@/lib/audit/deleteExpiredAuditEvents'

const payload = await getPayload({ config })
const { deleted, before } = await deleteExpiredAuditEvents(payload)
payload.logger.info(`Audit log: ${deleted} events from before ${before} deleted.`)
process.exit(0)
