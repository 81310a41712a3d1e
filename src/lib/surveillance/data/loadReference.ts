// Reads the surveillance reference data through Payload's Local API. The
// pure modules one folder up never import this, so they test without a database.
import type { Payload, PayloadRequest, Where } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import type { Locale } from '@/i18n/locales'
import type {
  BaselineRef,
  DocumentId,
  MalformationRef,
  ReferenceData,
  RegistryRef,
} from '../reference/reference'
import { relationId } from '@/lib/relationId'
import { compareBasePeriods, DEFAULT_BASE_PERIOD } from '../input/basePeriod'

/** Which baselines to load: all periods of one pair, one period, all, or none. */
export type BaselineScope =
  { registryId: DocumentId; malformationId: DocumentId } | { basePeriod: string } | 'all' | 'none'

interface LoadOptions {
  locale: Locale
  baselines: BaselineScope
  /** Passed on so hooks reading inside a transaction see its writes. */
  req?: PayloadRequest
  /** Only monitored malformations (for pickers); tests accept any existing one. */
  activeOnly?: boolean
}

export async function loadRegistries(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<RegistryRef[]> {
  const { docs } = await payload.find({
    collection: 'member-registries',
    locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'initials',
    select: { networkCode: true, initials: true, name: true, liveBirthsOnly: true },
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    code: doc.networkCode,
    initials: doc.initials,
    name: doc.name,
    liveBirthsOnly: doc.liveBirthsOnly ?? false,
  }))
}

export async function loadMalformations(
  payload: Payload,
  locale: Locale,
  options: { activeOnly?: boolean; req?: PayloadRequest } = {},
): Promise<MalformationRef[]> {
  const { docs } = await payload.find({
    collection: 'malformations',
    locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'number',
    where: options.activeOnly ? { active: { equals: true } } : undefined,
    select: { number: true, name: true, icd10: true },
    overrideAccess: true,
    req: options.req,
  })
  return docs.map((doc) => ({ id: doc.id, number: doc.number, name: doc.name, icd10: doc.icd10 }))
}

export async function loadBaselines(
  payload: Payload,
  scope: BaselineScope,
  req?: PayloadRequest,
): Promise<BaselineRef[]> {
  if (scope === 'none') return []
  const where: Where | undefined =
    scope === 'all'
      ? undefined
      : 'basePeriod' in scope
        ? { basePeriod: { equals: scope.basePeriod } }
        : {
            and: [
              { registry: { equals: scope.registryId } },
              { malformation: { equals: scope.malformationId } },
            ],
          }
  const { docs } = await payload.find({
    collection: 'baseline-rates',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    select: {
      registry: true,
      malformation: true,
      basePeriod: true,
      births: true,
      cases: true,
      sourceNote: true,
      demo: true,
    },
    overrideAccess: true,
    req,
  })
  return docs.flatMap((doc) => {
    const registryId = relationId(doc.registry)
    const malformationId = relationId(doc.malformation)
    if (registryId === null || malformationId === null) return []
    return [
      {
        registryId,
        malformationId,
        basePeriod: doc.basePeriod,
        births: doc.births,
        cases: doc.cases ?? null,
        sourceNote: doc.sourceNote ?? null,
        demo: doc.demo ?? false,
      },
    ]
  })
}

/**
 * Registries, malformations and the baselines in scope, names in `locale`.
 * Read one after the other: within a request's PostgreSQL transaction the
 * queries share one connection.
 */
export async function loadReference(
  payload: Payload,
  options: LoadOptions,
): Promise<ReferenceData> {
  const registries = await loadRegistries(payload, options.locale, options.req)
  const malformations = await loadMalformations(payload, options.locale, {
    activeOnly: options.activeOnly,
    req: options.req,
  })
  const baselines = await loadBaselines(payload, options.baselines, options.req)
  return { registries, malformations, baselines }
}

/** The base period the site settings name as current, else the network's default. */
export async function currentBasePeriod(payload: Payload, req?: PayloadRequest): Promise<string> {
  const settings = await siteSettingsOrDefaults(payload, req)
  return settings?.currentBasePeriod?.trim() || DEFAULT_BASE_PERIOD
}

/** Every base period that has at least one baseline, newest first. */
export async function listBasePeriods(payload: Payload): Promise<string[]> {
  const result = await payload
    .findDistinct({
      collection: 'baseline-rates',
      field: 'basePeriod',
      limit: 0,
      overrideAccess: true,
    })
    .catch(() => null)
  const values = (result?.values ?? [])
    .map((entry) => String((entry as Record<string, unknown>).basePeriod ?? ''))
    .filter(Boolean)
  return [...new Set(values)].sort(compareBasePeriods)
}
