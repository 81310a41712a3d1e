import type { Payload } from 'payload'
import { rest } from './rest'

/** Publishes the public figures as the office does (POST /api/surveillance/releases). */
export async function publishTestRelease(
  adminToken: string,
): Promise<{ id: number; number: number; publishedAt: string }> {
  const res = await rest('POST', 'surveillance/releases', { token: adminToken })
  if (res.status !== 201) throw new Error(`release: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: number; number: number; publishedAt: string }
}

/**
 * Removes the releases after `number` (server code only: nobody may delete one through the API),
 * so that a test changing the settings leaves the next test the releases it found.
 */
export async function withdrawReleasesAfter(payload: Payload, number: number): Promise<void> {
  const { docs } = await payload.find({
    collection: 'surveillance-releases',
    where: { number: { greater_than: number } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  if (ids.length === 0) return
  await payload.delete({
    collection: 'surveillance-release-tables',
    where: { release: { in: ids } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'surveillance-releases',
    where: { id: { in: ids } },
    overrideAccess: true,
  })
}
