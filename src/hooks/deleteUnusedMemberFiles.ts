import type {
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
  Where,
} from 'payload'
import { locales } from '@/i18n/locales'

/** The collections whose documents carry member files, and the field that holds them. */
const memberFileReferences = [
  { collection: 'manuals', field: 'document' },
  { collection: 'forms', field: 'document' },
  { collection: 'official-documents', field: 'document' },
  { collection: 'form-updates', field: 'documents.file' },
] as const

const contextKey = (collection: string, id: number | string) => `memberFilesOf:${collection}:${id}`

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number'
      ? value.id
      : null

/** The document's files in every language: the delete hook sees only the request's one. */
export const rememberMemberFiles: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  const doc = await req.payload.findByID({
    collection: collection.slug as 'manuals',
    id,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const perLocale = (doc as { document?: Record<string, unknown> | null }).document ?? {}
  const ids = Object.values(perLocale)
    .map(idOf)
    .filter((fileId) => fileId !== null)
  req.context[contextKey(collection.slug, id)] = [...new Set(ids)]
}

async function isStillReferenced(req: PayloadRequest, fileId: number): Promise<boolean> {
  for (const { collection, field } of memberFileReferences)
    for (const locale of locales) {
      const where: Where = { [field]: { equals: fileId } }
      const { totalDocs } = await req.payload.count({
        collection,
        where,
        locale,
        overrideAccess: true,
        req,
      })
      if (totalDocs > 0) return true
    }
  return false
}

/**
 * A deleted document's files go with it (Payload checks only the file's own read access, so a
 * kept file stays reachable to every member), unless another document still offers them.
 */
export const deleteUnusedMemberFiles: CollectionAfterDeleteHook = async ({
  collection,
  id,
  req,
}) => {
  const fileIds = (req.context[contextKey(collection.slug, id)] as number[] | undefined) ?? []
  for (const fileId of fileIds)
    if (!(await isStillReferenced(req, fileId)))
      await req.payload.delete({
        collection: 'member-files',
        id: fileId,
        overrideAccess: true,
        req,
      })
}
