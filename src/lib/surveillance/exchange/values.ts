import type { ExchangeKey, ExchangeMapping } from './mapping'
import { nameOf } from './mapping'
import type { ExchangePeriod } from './periods'

/** One number leaving or entering the platform, before it is written in either format. */
export interface ExchangeValue {
  key: ExchangeKey
  /** The registry's network code. */
  registry: string
  period: ExchangePeriod
  value: number
}

/** A value as a file names it, with where it stood in the file (for located messages). */
export interface NamedValue {
  dataElement: string
  categoryOptionCombo: string | null
  orgUnit: string
  period: string
  value: string
  /** `dataValues[3]` in JSON, `group[0].dataValue[2]` in ADX. */
  at: string
  /** Attribute option combo, data set and the like are carried, not read. */
  dataSet?: string | null
}

/** The names of a value in the mapping (every key the export writes has one). */
export function namesOf(mapping: ExchangeMapping, value: ExchangeValue) {
  const name = nameOf(mapping, value.key)
  const orgUnit = mapping.orgUnits.get(value.registry)
  if (!name || !orgUnit) return null
  return { ...name, orgUnit }
}
