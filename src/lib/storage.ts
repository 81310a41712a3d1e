import { s3Storage } from '@payloadcms/storage-s3'

/** Object storage for both upload collections when S3_BUCKET is set; local disk otherwise. */
export function storagePlugins() {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return []
  return [
    s3Storage({
      bucket,
      collections: { media: true, 'member-files': true },
      config: {
        region: process.env.S3_REGION || 'us-east-1',
        endpoint: process.env.S3_ENDPOINT || undefined,
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
        credentials: {
          accessKeyId: process.env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '',
        },
      },
    }),
  ]
}
