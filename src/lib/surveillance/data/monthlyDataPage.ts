import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import { loadOwnRegistries } from './ownRegistries'
import type { User } from '@/payload-types'
import { registryOption, toSummary } from '@/lib/surveillance/submissions/toSummary'
import type {
  MalformationOption,
  RegistryOption,
  SubmissionSummary,
} from '@/lib/surveillance/submissions/summary'

/** How many of the member's submissions the page lists (most recent first). */
const LIST_LIMIT = 24

/**
 * What the members' page needs: the member's own registries (every registry for
 * an admin), the monitored malformations in the page's language, and the
 * submissions the member may read. Never cached: it depends on the visitor.
 */
export async function loadMonthlyData(
  user: User,
  locale: Locale,
): Promise<{
  registries: RegistryOption[]
  malformations: MalformationOption[]
  submissions: SubmissionSummary[]
}> {
  const payload = await getPayloadClient()
  const [registries, malformations, submissions] = await Promise.all([
    loadOwnRegistries(payload, user),
    payload.find({
      collection: 'malformations',
      where: { active: { equals: true } },
      sort: 'number',
      locale,
      depth: 0,
      limit: 500,
      pagination: false,
      select: { number: true, name: true },
    }),
    payload.find({
      collection: 'data-submissions',
      user,
      overrideAccess: false,
      sort: '-updatedAt',
      depth: 1,
      limit: LIST_LIMIT,
    }),
  ])
  return {
    registries: registries.map(registryOption),
    malformations: malformations.docs.map((m) => ({
      id: m.id,
      number: m.number,
      name: m.name,
    })),
    submissions: submissions.docs.flatMap((doc) => toSummary(doc) ?? []),
  }
}
