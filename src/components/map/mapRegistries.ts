import type { Registry } from '@/lib/site/content/registries'
import type { MapRegistry } from './RegistryMap'

/** The member registries as the map needs them. */
export const mapRegistries = (registries: Registry[]): MapRegistry[] =>
  registries.map((registry) => ({
    code: registry.networkCode,
    initials: registry.initials,
    name: registry.name,
    country: registry.country,
    latitude: registry.latitude,
    longitude: registry.longitude,
  }))

/** How many countries the registries are in. */
export const countriesOf = (registries: Pick<Registry, 'country'>[]): number =>
  new Set(registries.map((registry) => registry.country)).size
