import { S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import { env } from '@/env'

/** The S3 client settings of the configured object storage. */
export function s3ClientConfig() {
  const s3 = env.s3()
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  }
}

export const s3Client = () => new S3Client(s3ClientConfig())

/**
 * Object storage for the upload collections when it is configured, local disk
 * under data/ otherwise. The plugin is always registered with its fields, so
 * the database schema (and the committed migrations) is the same either way.
 * Files are always served through the application (/api/<collection>/file/…),
 * which checks the session for members-only files; the bucket stays private.
 */
export function storagePlugins() {
  const s3 = env.s3()
  return [
    s3Storage({
      enabled: s3.enabled,
      alwaysInsertFields: true,
      bucket: s3.bucket,
      // An explicit (empty) prefix keeps the plugin's prefix column in the schema when it is on,
      // as alwaysInsertFields does when it is off.
      collections: {
        media: { prefix: '' },
        'member-files': { prefix: '' },
        'submission-files': { prefix: '' },
        'published-report-files': { prefix: '' },
        'signal-attachments': { prefix: '' },
      },
      config: s3ClientConfig(),
    }),
  ]
}
