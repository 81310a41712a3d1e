import type { Payload } from 'payload'
import type { MemberRegistry } from '@/payload-types'
import { demoRegistries } from '../registries'
import { createInLocales } from './context'
import { lexical } from './lexical'
import { registryDetails } from './registryDetails'

/** networkCode → member-registry id, for the publications that point at a registry. */
export type RegistryIds = Map<string, number>

/** The 12 member registries of the shared demo list, with their characteristics in three languages. */
export async function seedMemberRegistries(payload: Payload): Promise<RegistryIds> {
  const ids: RegistryIds = new Map()
  for (const registry of demoRegistries) {
    const details = registryDetails[registry.networkCode]
    if (!details) throw new Error(`No demo details for registry ${registry.networkCode}`)
    const { institution, region, story, activities, ...characteristics } = details
    const created = await createInLocales(payload, 'member-registries', (locale) => ({
      networkCode: registry.networkCode,
      initials: registry.initials,
      country: registry.country as MemberRegistry['country'],
      coverage: registry.coverage,
      latitude: registry.basedAt.latitude,
      longitude: registry.basedAt.longitude,
      name: registry.name[locale],
      institution: institution[locale],
      region: region[locale],
      ...characteristics,
      encoding: 'CID-10',
      story: lexical(story[locale]),
      activities: lexical(activities[locale]),
    }))
    ids.set(registry.networkCode, created.id)
  }
  return ids
}
