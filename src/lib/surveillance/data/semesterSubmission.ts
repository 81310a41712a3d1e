import type { Payload } from 'payload'
import { toSummary } from '@/lib/surveillance/submissions/toSummary'
import type { SubmissionSummary } from '@/lib/surveillance/submissions/summary'
import { hasAcceptedSemester } from './acceptedSemester'
import type { Semester } from '@/lib/surveillance/submissions/model'
import type { User } from '@/payload-types'

export interface SemesterState {
  /** The semester's submission as the user may read it; null when there is none. */
  current: SubmissionSummary | null
  /** The office has accepted numbers of it: a new version is a resubmission. */
  accepted: boolean
}

/**
 * The registry and semester the page shows, asked for by what they are (not looked for among
 * the latest listed submissions). The registry is one the page offers the user (readSelection).
 */
export async function loadSemesterSubmission(
  payload: Payload,
  user: User,
  selected: { registry: string; year: number; semester: Semester },
): Promise<SemesterState> {
  const { docs } = await payload.find({
    collection: 'data-submissions',
    user,
    overrideAccess: false,
    where: {
      and: [
        { 'registry.networkCode': { equals: selected.registry } },
        { year: { equals: selected.year } },
        { semester: { equals: selected.semester } },
        // Earlier accepted versions are history: the office lists them.
        { status: { not_in: ['superseded', 'rolledBack'] } },
      ],
    },
    // The semester's latest version: what the member works on, or the one in use.
    sort: '-version',
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const current = docs[0] ? toSummary(docs[0]) : null
  const registry = docs[0]?.registry
  const accepted =
    registry && typeof registry === 'object'
      ? await hasAcceptedSemester(payload, {
          registryId: registry.id,
          year: selected.year,
          semester: selected.semester,
        })
      : false
  return { current, accepted }
}
