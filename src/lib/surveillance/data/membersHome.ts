import type { Payload } from 'payload'
import type { RegistryOption } from '@/lib/surveillance/submissions/summary'
import { registryOption } from '@/lib/surveillance/submissions/toSummary'
import type { User } from '@/payload-types'
import type { Semester } from '../submissions/model'
import { loadOwnRegistries } from './ownRegistries'

export interface MemberRegistryState {
  registry: RegistryOption
  /** The latest semester whose numbers the office accepted; null: none yet. */
  lastAccepted: { year: number; semester: Semester } | null
}

/**
 * The registries a signed-in member acts for (every one for an admin), each with its latest
 * accepted semester, read with the member's own access.
 */
export async function loadMemberRegistryStates(
  payload: Payload,
  user: User,
): Promise<MemberRegistryState[]> {
  const registries = await loadOwnRegistries(payload, user)
  if (registries.length === 0) return []
  const accepted = await payload.find({
    collection: 'data-submissions',
    where: { status: { equals: 'accepted' } },
    sort: ['-year', '-semester'],
    depth: 1,
    limit: 0,
    pagination: false,
    select: { registry: true, year: true, semester: true },
    user,
    overrideAccess: false,
  })
  const latest = new Map<string, { year: number; semester: Semester }>()
  for (const doc of accepted.docs) {
    // Read at depth 1: the registry comes with its network code.
    const code = typeof doc.registry === 'object' ? doc.registry?.networkCode : null
    if (code && !latest.has(code))
      latest.set(code, { year: doc.year, semester: doc.semester as Semester })
  }
  return registries.map((registry) => ({
    registry: registryOption(registry),
    lastAccepted: latest.get(registry.networkCode) ?? null,
  }))
}
