import { definitionFor } from './groups'
import type { GroupDefinition } from './model'

/**
 * The maternal age bands of Down syndrome prevalence, as EUROCAT reports it (five-year bands
 * from 20 to 44, under 20, 45 and over, and unknown; see the README for the source).
 */
export const maternalAgeBands = [
  '<20',
  '20-24',
  '25-29',
  '30-34',
  '35-39',
  '40-44',
  '45+',
  'unknown',
] as const
export type MaternalAgeBand = (typeof maternalAgeBands)[number]

/** Births (or cases) per maternal age band. */
export type ByMaternalAge = Record<MaternalAgeBand, number>

/** The band of a maternal age in completed years; null (not available) is 'unknown'. */
export function maternalAgeBand(age: number | null): MaternalAgeBand {
  if (age === null || !Number.isFinite(age)) return 'unknown'
  if (age < 20) return '<20'
  if (age >= 45) return '45+'
  const lower = 20 + 5 * Math.floor((age - 20) / 5)
  return `${lower}-${lower + 4}` as MaternalAgeBand
}

export const noneByMaternalAge = (): ByMaternalAge =>
  Object.fromEntries(maternalAgeBands.map((band) => [band, 0])) as ByMaternalAge

/**
 * Whether an anomaly is Down syndrome: the version of its definition in force on `date`
 * includes only codes of ICD-10 Q90 (Q90, or parts of it such as Q90.0–Q90.9). The office may
 * renumber anomalies; the code list says which one it is.
 */
export function isDownSyndrome(
  definitions: readonly GroupDefinition[],
  malformation: number,
  date: string,
): boolean {
  const definition = definitionFor([...definitions], malformation, date)
  return (
    definition !== null &&
    definition.include.length > 0 &&
    definition.include.every(
      (range) => range.from.slice(0, 3) === 'Q90' && range.to.slice(0, 3) === 'Q90',
    )
  )
}

/** Births by band as the API sends and the submission stores them: every band, in order. */
export const bandList = (births: ByMaternalAge): { band: MaternalAgeBand; births: number }[] =>
  maternalAgeBands.map((band) => ({ band, births: births[band] }))

/** A stored band list read back; null when none was sent (or it is not a band list). */
export function fromBandList(stored: unknown): ByMaternalAge | null {
  if (!Array.isArray(stored)) return null
  const births = noneByMaternalAge()
  for (const item of stored as { band?: unknown; births?: unknown }[]) {
    const band = maternalAgeBands.find((name) => name === item?.band)
    if (!band || typeof item.births !== 'number') return null
    births[band] = item.births
  }
  return births
}

/** The message naming a band (every language writes the ends and the ranges its own way). */
export function bandLabel(band: MaternalAgeBand): {
  key: 'bandUnder20' | 'band45plus' | 'bandUnknown' | 'bandRange'
  values?: { from: string; to: string }
} {
  if (band === '<20') return { key: 'bandUnder20' }
  if (band === '45+') return { key: 'band45plus' }
  if (band === 'unknown') return { key: 'bandUnknown' }
  return { key: 'bandRange', values: { from: band.slice(0, 2), to: band.slice(3) } }
}
