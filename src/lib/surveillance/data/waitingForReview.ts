import type { Payload } from 'payload'

/** How many submissions wait for the office's decision (the admin navigation's counter). */
export async function countWaitingForReview(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'data-submissions',
    where: { status: { equals: 'submitted' } },
    overrideAccess: true,
  })
  return totalDocs
}
