import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { env } from '@/env'
import { s3Client } from './storage'

/** Why an S3 call failed, in a few words (the SDK's name and message, or the HTTP status). */
const reason = (error: unknown): string => {
  const { name, message, $metadata } = error as {
    name?: string
    message?: string
    $metadata?: { httpStatusCode?: number }
  }
  return [name, message || $metadata?.httpStatusCode].filter(Boolean).join(': ')
}

/**
 * At start, with object storage configured: the bucket exists, or is created
 * when the credentials allow it. A wrong endpoint or bad keys give one clear
 * line now, instead of a stack trace on the first upload.
 */
export async function checkObjectStorage(payload: Payload): Promise<void> {
  const s3 = env.s3()
  if (!s3.enabled) return
  const client = s3Client()
  const where = `bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS ${s3.region}`}`
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }))
    payload.logger.info(`Object storage: ${where}.`)
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status !== 404) {
      payload.logger.error(
        `Object storage unusable (${where}): ${reason(error)}. Check S3_* settings.`,
      )
      return
    }
    try {
      await client.send(new CreateBucketCommand({ Bucket: s3.bucket }))
      payload.logger.info(`Object storage: created ${where}.`)
    } catch (createError) {
      payload.logger.error(
        `Object storage: ${where} is missing and could not be created: ${reason(createError)}.`,
      )
    }
  } finally {
    client.destroy()
  }
}
