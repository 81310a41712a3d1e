import { afterAll, beforeAll } from 'vitest'
import { testPayload } from './payload'

/**
 * Every integration file: the jobs it queued and left unrun are taken back when it ends, so a
 * later file's run of the queue never does them against rows this file has already removed.
 */
let startedAt: string

beforeAll(() => {
  startedAt = new Date().toISOString()
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [{ createdAt: { greater_than_equal: startedAt } }, { completedAt: { exists: false } }],
    },
    overrideAccess: true,
  })
})
