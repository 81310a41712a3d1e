/**
 * How the network's numbers are named in a ministry's DHIS2: a data element and a category option
 * combo (COC) per value (births by outcome, each anomaly's cases), an organisation unit per
 * registry and a data set. The office edits it in the admin panel (the `exchange-mapping`
 * global); whatever it leaves blank takes the demonstration default below, so an export always
 * names every value and a file exported here imports back.
 */

/** What one data value is: a month's live births or stillbirths, or an anomaly's cases. */
export type ExchangeKey =
  | { kind: 'births'; outcome: 'liveBirths' | 'stillbirths' }
  | { kind: 'totalBirths' }
  | { kind: 'cases'; malformation: number }

export interface ValueName {
  dataElement: string
  categoryOptionCombo: string
}

export interface ExchangeMapping {
  dataSet: string
  liveBirths: ValueName
  stillbirths: ValueName
  /** Live births plus stillbirths: the births the public grid shows (exported, never imported). */
  totalBirths: ValueName
  /** By the anomaly's number in the network. */
  anomalies: Map<number, ValueName>
  /** By the registry's network code. */
  orgUnits: Map<string, string>
  /** True while any value still has its demonstration name. */
  demonstration: boolean
}

/** What the office stored (the global's fields); every blank is a default. */
export interface StoredMapping {
  dataSet?: string | null
  liveBirths?: Partial<ValueName> | null
  stillbirths?: Partial<ValueName> | null
  totalBirths?: Partial<ValueName> | null
  anomalies?: {
    malformation: number
    dataElement?: string | null
    categoryOptionCombo?: string | null
  }[]
  orgUnits?: { registry: string; orgUnit?: string | null }[]
}

/** DHIS2's own "default" category option combo, the one of a value without disaggregation. */
export const DEFAULT_COMBO = 'HllvX50cXC0'

/** DHIS2 identifiers are 11 characters, a letter first; the demo's spell what they name. */
const demoId = (prefix: string, n: number | string): string =>
  (
    prefix +
    String(n)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
  )
    .padEnd(11, '0')
    .slice(0, 11)

export const demonstrationNames = {
  dataSet: 'RelamcDsMon',
  births: 'RelamcBirth',
  totalBirths: 'RelamcBirTo',
  liveCombo: 'RelamcLiveB',
  stillCombo: 'RelamcStill',
  anomaly: (number: number) => demoId('RelamcA', String(number).padStart(4, '0')),
  orgUnit: (code: string) => demoId('RelamcO', code),
}

const filled = (text: string | null | undefined): string | null =>
  typeof text === 'string' && text.trim() ? text.trim() : null

/** The mapping in force: the office's names where it gave them, demonstration names elsewhere. */
export function resolveMapping(
  stored: StoredMapping,
  registries: string[],
  malformations: number[],
): ExchangeMapping {
  let demonstration = false
  const pick = (given: string | null | undefined, fallback: string) => {
    const value = filled(given)
    if (!value) demonstration = true
    return value ?? fallback
  }
  const names = demonstrationNames
  const anomalyRows = new Map((stored.anomalies ?? []).map((row) => [row.malformation, row]))
  const orgRows = new Map((stored.orgUnits ?? []).map((row) => [row.registry.toLowerCase(), row]))
  const mapping: ExchangeMapping = {
    dataSet: pick(stored.dataSet, names.dataSet),
    liveBirths: {
      dataElement: pick(stored.liveBirths?.dataElement, names.births),
      categoryOptionCombo: pick(stored.liveBirths?.categoryOptionCombo, names.liveCombo),
    },
    stillbirths: {
      dataElement: pick(stored.stillbirths?.dataElement, names.births),
      categoryOptionCombo: pick(stored.stillbirths?.categoryOptionCombo, names.stillCombo),
    },
    totalBirths: {
      dataElement: pick(stored.totalBirths?.dataElement, names.totalBirths),
      categoryOptionCombo: filled(stored.totalBirths?.categoryOptionCombo) ?? DEFAULT_COMBO,
    },
    anomalies: new Map(
      malformations.map((number) => {
        const row = anomalyRows.get(number)
        return [
          number,
          {
            dataElement: pick(row?.dataElement, names.anomaly(number)),
            categoryOptionCombo: filled(row?.categoryOptionCombo) ?? DEFAULT_COMBO,
          },
        ]
      }),
    ),
    orgUnits: demoOrgUnits(registries, (code, fallback) =>
      pick(orgRows.get(code.toLowerCase())?.orgUnit, fallback),
    ),
    demonstration: false,
  }
  mapping.demonstration = demonstration
  return mapping
}

/**
 * Each registry's organisation unit; two demonstration names cut to the same 11 characters
 * (`CL-RENACH`, `CL-RENAC2`) are told apart by a last digit, so an import finds one registry.
 */
function demoOrgUnits(
  registries: string[],
  choose: (code: string, fallback: string) => string,
): Map<string, string> {
  const used = new Set<string>()
  return new Map(
    registries.map((code) => {
      let fallback = demonstrationNames.orgUnit(code)
      for (let n = 1; used.has(fallback) && n < 10; n++) fallback = fallback.slice(0, 10) + n
      const unit = choose(code, fallback)
      used.add(unit)
      return [code, unit]
    }),
  )
}

export const nameOf = (mapping: ExchangeMapping, key: ExchangeKey): ValueName | undefined =>
  key.kind === 'births'
    ? mapping[key.outcome]
    : key.kind === 'totalBirths'
      ? mapping.totalBirths
      : mapping.anomalies.get(key.malformation)

/** The value a data element and combo name, when the mapping knows them. */
export function keyOf(mapping: ExchangeMapping, name: ValueName): ExchangeKey | null {
  const same = (candidate: ValueName) =>
    candidate.dataElement === name.dataElement &&
    candidate.categoryOptionCombo === name.categoryOptionCombo
  if (same(mapping.liveBirths)) return { kind: 'births', outcome: 'liveBirths' }
  if (same(mapping.stillbirths)) return { kind: 'births', outcome: 'stillbirths' }
  if (same(mapping.totalBirths)) return { kind: 'totalBirths' }
  for (const [malformation, candidate] of mapping.anomalies)
    if (same(candidate)) return { kind: 'cases', malformation }
  return null
}

/** Whether a data element is one the mapping names at all (another combo of it is still known). */
export function knowsDataElement(mapping: ExchangeMapping, dataElement: string): boolean {
  if (mapping.liveBirths.dataElement === dataElement) return true
  if (mapping.stillbirths.dataElement === dataElement) return true
  if (mapping.totalBirths.dataElement === dataElement) return true
  for (const candidate of mapping.anomalies.values())
    if (candidate.dataElement === dataElement) return true
  return false
}

/** The registry an organisation unit stands for. */
export function registryOfOrgUnit(mapping: ExchangeMapping, orgUnit: string): string | null {
  for (const [code, unit] of mapping.orgUnits) if (unit === orgUnit) return code
  return null
}
