import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file URL that names nothing on the local disk (a wrong name, another case,
 * an encoded `../`) answers 404; Payload's own fallback calls that a server
 * error. Access has been checked before handlers run. With object storage the
 * local disk is off and the storage adapter's handler answers instead.
 */
export const missingFileNotFound: UploadHandler = (req, { params }) => {
  const upload = req.payload.collections[params.collection as CollectionSlug]?.config.upload
  if (!upload || upload.disableLocalStorage) return
  const dir = path.resolve(upload.staticDir || params.collection)
  const file = path.resolve(dir, params.filename)
  // One stat of a local path: cheaper than a round trip through the event loop.
  const exists =
    file.startsWith(dir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()
  if (!exists) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}
