import type { Payload } from 'payload'
import type { MemberRegistry } from '@/payload-types'
import { tr } from '@/i18n/locales'
import { uploadLogo } from '../files/upload'
import { demoRegistries } from '../registries'
import { createInLocales } from './context'
import { lexical } from './lexical'
import { registryDetails } from './registryDetails'

/** networkCode → member-registry id, for the publications that point at a registry. */
export type RegistryIds = Map<string, number>

/** A few registries get a generated tile as their logo, so the pages show both cases. */
const demoLogoHues: Record<string, number> = {
  'AR-RENAC': 205,
  'CL-RENACH': 350,
  'CO-BOG': 45,
  'MX-NL': 130,
}

/** A mailbox on a reserved demo domain: no real registry's address is invented. */
const demoContactEmail = (networkCode: string) =>
  `${networkCode.toLowerCase()}@registros.relamc.example`

/**
 * The 12 member registries of the shared demo list, with their characteristics in three
 * languages. All are active: the demo does not mark a real registry as inactive.
 */
export async function seedMemberRegistries(payload: Payload): Promise<RegistryIds> {
  const ids: RegistryIds = new Map()
  for (const registry of demoRegistries) {
    const details = registryDetails[registry.networkCode]
    if (!details) throw new Error(`No demo details for registry ${registry.networkCode}`)
    const { institution, region, story, activities, ...characteristics } = details
    const hue = demoLogoHues[registry.networkCode]
    const logo =
      hue === undefined
        ? null
        : await uploadLogo(
            payload,
            `logo-${registry.networkCode.toLowerCase()}.png`,
            hue,
            tr(
              `Logotipo de demonstração — ${registry.initials}`,
              `Logotipo de demostración — ${registry.initials}`,
              `Demo logo — ${registry.initials}`,
            ),
          )
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
      status: 'active' as const,
      contactEmail: demoContactEmail(registry.networkCode),
      logo,
      encoding: 'CID-10',
      story: lexical(story[locale]),
      activities: lexical(activities[locale]),
    }))
    ids.set(registry.networkCode, created.id)
  }
  return ids
}
