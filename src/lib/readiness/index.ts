import type { Payload } from 'payload'
import { env } from '@/env'
import { databaseChecks, redisCheck, storageCheck, type Check } from './checks'

export type Readiness = {
  status: 'ready' | 'not-ready'
  checks: { database: Check; migrations: Check; redis?: Check; storage?: Check }
}

/** Every check this instance needs to serve, run at once; ready when all pass. */
export async function readiness(payload: Payload): Promise<Readiness> {
  const redisUrl = env.redisUrl()
  const s3 = env.s3()
  const [database, redis, storage] = await Promise.all([
    databaseChecks(payload),
    redisUrl ? redisCheck(payload, redisUrl) : undefined,
    s3.enabled ? storageCheck(payload, s3.bucket) : undefined,
  ])
  const checks = {
    ...database,
    ...(redis && { redis }),
    ...(storage && { storage }),
  }
  const ready = Object.values(checks).every((check) => check.ok)
  return { status: ready ? 'ready' : 'not-ready', checks }
}
