import type { CollectionSlug, GlobalSlug } from 'payload'

/**
 * The collections and globals the public pages cache. Every one of them gets the revalidation
 * hooks (collections/index.ts, globals/index.ts), and a cached read can only name these
 * (`cachedQuery`): a read of anything else, or a slug that does not exist, does not compile.
 */
export const cachedCollections = [
  'accumulated-data',
  'announcements',
  'annual-meetings',
  'baseline-rates',
  'coordinations',
  'events',
  'malformations',
  'media',
  'member-registries',
  'network-publications',
  'operational-webinars',
  'projects',
  'publication-queries',
  'registry-publications',
  'research-webinars',
  'resources',
  'surveillance-releases',
] as const satisfies readonly CollectionSlug[]

export const cachedGlobals = [
  'footer',
  'institutional-pages',
  'site-settings',
] as const satisfies readonly GlobalSlug[]

export type CachedCollection = (typeof cachedCollections)[number]
export type CachedGlobal = (typeof cachedGlobals)[number]

export const isCachedCollection = (slug: string): slug is CachedCollection =>
  (cachedCollections as readonly string[]).includes(slug)
export const isCachedGlobal = (slug: string): slug is CachedGlobal =>
  (cachedGlobals as readonly string[]).includes(slug)
