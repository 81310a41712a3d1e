/**
 * Reference data the alarm test reads, already resolved in one language.
 * Loaded from Payload (see ./data) or built in memory by tests.
 */
import type { DocumentId } from '@/lib/relationId'
import { stripAccents } from '@/lib/stripAccents'

export type { DocumentId }

export interface RegistryRef {
  id: DocumentId
  code: string
  initials: string
  name: string
  /** Its rates have live births only as denominator (no stillbirths reported). */
  liveBirthsOnly?: boolean
}

export interface MalformationRef {
  id: DocumentId
  number: number
  name: string
  icd10: string
}

export interface BaselineRef {
  registryId: DocumentId
  malformationId: DocumentId
  basePeriod: string
  births: number
  /** null: not available (a blank in the registry's data), never read as 0. */
  cases: number | null
  sourceNote?: string | null
  /** A row of the demo content: demonstration values, not the registry's. */
  demo?: boolean
  /** Summed from accepted monthly data, or imported baseline rates (the default). */
  source?: 'accepted' | 'imported'
}

export interface ReferenceData {
  registries: RegistryRef[]
  malformations: MalformationRef[]
  baselines: BaselineRef[]
}

/** Case- and accent-insensitive, so "gastrosquise" finds "Gastrosquise" and "Sao Paulo" finds "São Paulo". */
const normalise = (text: string): string => stripAccents(text).trim().toLowerCase()

/** The only item whose name (in the page's language) is the text typed, if exactly one. */
const onlyByName = <T extends { name: string }>(items: T[], wanted: string): T | undefined => {
  const matches = items.filter((item) => normalise(item.name) === wanted)
  return matches.length === 1 ? matches[0] : undefined
}

/** A registry by its network code, or by its initials or name when those are unambiguous. */
export function findRegistry(data: ReferenceData, text: string): RegistryRef | undefined {
  const wanted = normalise(text)
  const byCode = data.registries.find((registry) => normalise(registry.code) === wanted)
  if (byCode) return byCode
  const byInitials = data.registries.filter((registry) => normalise(registry.initials) === wanted)
  return byInitials.length === 1 ? byInitials[0] : onlyByName(data.registries, wanted)
}

/** A malformation by its number in the network, its exact ICD-10 code(s), or its name. */
export function findMalformation(data: ReferenceData, text: string): MalformationRef | undefined {
  const wanted = normalise(text)
  if (/^\d+$/.test(wanted))
    return data.malformations.find((malformation) => malformation.number === Number(wanted))
  const byCode = data.malformations.filter(
    (malformation) => normalise(malformation.icd10) === wanted,
  )
  return byCode.length === 1 ? byCode[0] : onlyByName(data.malformations, wanted)
}

export function findBaseline(
  data: ReferenceData,
  registry: RegistryRef,
  malformation: MalformationRef,
  basePeriod: string,
): BaselineRef | undefined {
  return data.baselines.find(
    (baseline) =>
      String(baseline.registryId) === String(registry.id) &&
      String(baseline.malformationId) === String(malformation.id) &&
      baseline.basePeriod === basePeriod,
  )
}

/** Base periods that do have a reference for the pair, to suggest when the chosen one has none. */
export function periodsWithBaseline(
  data: ReferenceData,
  registry: RegistryRef,
  malformation: MalformationRef,
): string[] {
  return data.baselines
    .filter(
      (baseline) =>
        String(baseline.registryId) === String(registry.id) &&
        String(baseline.malformationId) === String(malformation.id),
    )
    .map((baseline) => baseline.basePeriod)
}
