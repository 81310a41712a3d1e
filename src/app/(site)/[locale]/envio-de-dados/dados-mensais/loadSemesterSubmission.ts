import type { Payload } from 'payload'
import { toSummary, type SubmissionDoc } from '@/components/surveillance/submissions/toSummary'
import type { SubmissionSummary } from '@/components/surveillance/submissions/types'
import type { User } from '@/payload-types'

/**
 * The submission of the registry and semester the page shows, asked for by what it is (not
 * looked for among the latest listed ones), as the user may read it; null when there is none.
 */
export async function loadSemesterSubmission(
  payload: Payload,
  user: User,
  selected: { registry: string; year: number; semester: number },
): Promise<SubmissionSummary | null> {
  const { docs } = await payload.find({
    collection: 'data-submissions',
    user,
    overrideAccess: false,
    where: {
      and: [
        { 'registry.networkCode': { equals: selected.registry } },
        { year: { equals: selected.year } },
        { semester: { equals: selected.semester } },
      ],
    },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  return docs[0] ? toSummary(docs[0] as SubmissionDoc) : null
}
