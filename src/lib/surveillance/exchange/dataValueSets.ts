/**
 * DHIS2's `dataValueSets` JSON (Web API, "Data values" chapter): written from the values an
 * export holds, read into named values for the import. The shape is checked by a zod schema, so
 * a file that is not a data value set is refused whole before any value is looked at.
 */
import { z } from 'zod'
import type { ExchangeMapping } from './mapping'
import { dhis2Period } from './periods'
import { namesOf, type ExchangeValue, type NamedValue } from './values'

/** Far above a semester of every anomaly (6 months × (2 + anomalies)). */
export const MAX_EXCHANGE_VALUES = 20_000

export interface DataValueSet {
  dataSet: string
  dataValues: {
    dataElement: string
    categoryOptionCombo: string
    orgUnit: string
    period: string
    value: string
  }[]
}

export function writeDataValueSet(mapping: ExchangeMapping, values: ExchangeValue[]): DataValueSet {
  const dataValues: DataValueSet['dataValues'] = []
  for (const value of values) {
    const names = namesOf(mapping, value)
    if (!names) continue
    dataValues.push({
      dataElement: names.dataElement,
      categoryOptionCombo: names.categoryOptionCombo,
      orgUnit: names.orgUnit,
      period: dhis2Period(value.period),
      // DHIS2 writes every value as text.
      value: String(value.value),
    })
  }
  return { dataSet: mapping.dataSet, dataValues }
}

const text = z.string().trim().min(1).max(64)
const valueText = z.union([z.string().max(32), z.number()]).transform(String)

/** The parts of a data value set the import reads; anything else in it is carried, not read. */
export const dataValueSetSchema = z.object({
  dataSet: text.optional(),
  period: text.optional(),
  orgUnit: text.optional(),
  dataValues: z
    .array(
      z.object({
        dataElement: text,
        categoryOptionCombo: text.optional(),
        orgUnit: text.optional(),
        period: text.optional(),
        value: valueText,
      }),
    )
    .max(MAX_EXCHANGE_VALUES),
})

export type DataValueSetReading =
  | { ok: true; dataSet: string | null; values: NamedValue[] }
  | {
      ok: false
      issues: { field: string; code: string; params?: Record<string, string | number> }[]
    }

/** A parsed JSON body read as named values; a value's missing period or unit is the set's. */
export function readDataValueSet(body: unknown): DataValueSetReading {
  const parsed = dataValueSetSchema.safeParse(body)
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.slice(0, 50).map((issue) => ({
        field: issue.path.length ? issue.path.join('.').replace(/\.(\d+)/g, '[$1]') : 'dataValues',
        code: issue.code === 'too_big' ? 'tooManyValues' : 'invalidDataValue',
        params: { max: MAX_EXCHANGE_VALUES },
      })),
    }
  const set = parsed.data
  return {
    ok: true,
    dataSet: set.dataSet ?? null,
    values: set.dataValues.map((row, index) => ({
      dataElement: row.dataElement,
      categoryOptionCombo: row.categoryOptionCombo ?? null,
      orgUnit: row.orgUnit ?? set.orgUnit ?? '',
      period: row.period ?? set.period ?? '',
      value: row.value,
      at: `dataValues[${index}]`,
    })),
  }
}
