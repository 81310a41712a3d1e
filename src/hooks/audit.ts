import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  UploadConfig,
} from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import type { AuditAction } from '@/lib/audit/actions'

/** Rows the surveillance code itself replaces, and the log itself: not "content deleted". */
const notContent = new Set([
  'audit-events',
  'surveillance-births',
  'surveillance-cases',
  'monitoring-signals',
])

const auditDeletion: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  const title = doc?.title ?? doc?.name ?? doc?.filename ?? null
  await recordAuditEvent(req, {
    action: 'contentDeleted',
    registry: collection.slug === 'member-registries' ? null : doc?.registry,
    document: { collection: collection.slug, id: doc?.id },
    detail: typeof title === 'string' ? title : null,
  })
  return doc
}

/** Adds the deletion's audit event to every collection of content. */
export function withDeletionAudit(config: CollectionConfig): CollectionConfig {
  if (notContent.has(config.slug)) return config
  return {
    ...config,
    hooks: { ...config.hooks, afterDelete: [...(config.hooks?.afterDelete ?? []), auditDeletion] },
  }
}

/** Every save of the site settings, with the fields it changed. */
export const auditSettingsChange: GlobalAfterChangeHook = async ({
  doc,
  previousDoc,
  global,
  req,
}) => {
  const changed = Object.keys(doc ?? {}).filter(
    (key) =>
      !['updatedAt', 'createdAt', 'globalType'].includes(key) &&
      JSON.stringify(doc[key]) !== JSON.stringify(previousDoc?.[key]),
  )
  await recordAuditEvent(req, {
    action: 'settingsChanged',
    document: { collection: global.slug },
    detail: changed.join(', '),
  })
  return doc
}

const submissionActions: Record<string, AuditAction> = {
  draft: 'submissionSaved',
  submitted: 'submissionSubmitted',
  accepted: 'submissionAccepted',
  returned: 'submissionReturned',
}

/** A submission saved, submitted, accepted or returned, by whoever did it (or whichever key). */
export const auditSubmission: CollectionAfterChangeHook = async ({ doc, req }) => {
  const action = submissionActions[String(doc.status)]
  if (action)
    await recordAuditEvent(req, {
      action,
      registry: doc.registry,
      document: { collection: 'data-submissions', id: doc.id },
      apiKey: (req.user as { apiKeyId?: number } | null)?.apiKeyId ?? null,
      detail: `${doc.year}/${doc.semester}`,
    })
  return doc
}

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A members-only file served (Payload has checked access before handlers run): who read which
 * file. Returns nothing, so the next handler serves it.
 */
export const auditDownload: UploadHandler = async (req, { doc, params }) => {
  // Payload hands the document over only when access was a query; otherwise it is looked up.
  const found = (
    doc && typeof doc === 'object'
      ? doc
      : await req.payload.db.findOne({
          collection: params.collection as CollectionSlug,
          where: { filename: { equals: params.filename } },
          req,
        })
  ) as { id?: number; registry?: unknown } | null
  await recordAuditEvent(req, {
    action: 'fileDownloaded',
    registry: found?.registry ?? null,
    document: { collection: params.collection, id: found?.id ?? null },
    detail: params.filename,
  })
}
