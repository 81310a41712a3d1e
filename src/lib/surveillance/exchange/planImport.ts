/**
 * What an import of data values would write, decided before anything is stored: each value is
 * placed on its cell of one registry's semester (imported, or updated when the draft held another
 * number) or ignored with its reason; a value naming something the mapping does not know, another
 * registry's organisation unit or a month outside the semester of the others refuses the whole
 * file, each problem located on the value (`dataValues[3].dataElement`).
 */
import type { FieldIssue } from '../input/issues'
import { semesterOfMonth, type Semester } from '../submissions/model'
import { keyOf, knowsDataElement, registryOfOrgUnit, type ExchangeMapping } from './mapping'
import { readPeriod } from './periods'
import type { NamedValue } from './values'

export type IgnoredReason = 'unchanged' | 'notMonthly' | 'totalBirths'

/** A value placed on a cell of the semester: births of a month, or an anomaly's cases. */
export interface PlacedValue {
  at: string
  month: number
  cell: 'liveBirths' | 'stillbirths' | { malformation: number }
  /** As written in the file: the submission's own validation reads it. */
  value: string
}

export type ImportPlan =
  | {
      ok: true
      registry: string
      year: number
      semester: Semester
      placed: PlacedValue[]
      ignored: { at: string; reason: IgnoredReason }[]
    }
  | { ok: false; issues: FieldIssue[] }

export function planImport(mapping: ExchangeMapping, values: NamedValue[]): ImportPlan {
  const issues: FieldIssue[] = []
  const placed: PlacedValue[] = []
  const ignored: { at: string; reason: IgnoredReason }[] = []
  let registry: string | null = null
  let period: { year: number; semester: Semester; at: string } | null = null
  const seen = new Map<string, string>()

  for (const value of values) {
    const unit = registryOfOrgUnit(mapping, value.orgUnit)
    if (!unit) {
      issues.push({
        field: `${value.at}.orgUnit`,
        code: 'unknownOrgUnit',
        params: { value: value.orgUnit },
      })
      continue
    }
    if (registry === null) registry = unit
    else if (unit !== registry) {
      issues.push({
        field: `${value.at}.orgUnit`,
        code: 'orgUnitOfAnotherRegistry',
        params: { value: value.orgUnit, registry },
      })
      continue
    }
    const key =
      keyOf(mapping, {
        dataElement: value.dataElement,
        categoryOptionCombo: value.categoryOptionCombo ?? '',
      }) ??
      // A value without a combo names the data element's only one, when it has a single one.
      (value.categoryOptionCombo === null ? soleKey(mapping, value.dataElement) : null)
    if (!key) {
      issues.push(
        knowsDataElement(mapping, value.dataElement)
          ? {
              field: `${value.at}.categoryOptionCombo`,
              code: 'unknownCategoryOptionCombo',
              params: { value: value.categoryOptionCombo ?? '' },
            }
          : {
              field: `${value.at}.dataElement`,
              code: 'unknownDataElement',
              params: { value: value.dataElement },
            },
      )
      continue
    }
    const when = readPeriod(value.period)
    if (!when) {
      issues.push({
        field: `${value.at}.period`,
        code: 'invalidPeriodCode',
        params: { value: value.period },
      })
      continue
    }
    if (key.kind === 'totalBirths') {
      ignored.push({ at: value.at, reason: 'totalBirths' })
      continue
    }
    if (when.kind !== 'month') {
      ignored.push({ at: value.at, reason: 'notMonthly' })
      continue
    }
    const semester = semesterOfMonth(when.month)
    if (period === null) period = { year: when.year, semester, at: value.at }
    else if (period.year !== when.year || period.semester !== semester) {
      issues.push({
        field: `${value.at}.period`,
        code: 'periodOutsideSemester',
        params: { value: value.period, period: `${period.year}S${period.semester}` },
      })
      continue
    }
    const cell = key.kind === 'births' ? key.outcome : { malformation: key.malformation }
    const cellName = `${typeof cell === 'string' ? cell : cell.malformation}|${when.month}`
    const first = seen.get(cellName)
    if (first) {
      issues.push({ field: value.at, code: 'duplicateValue', params: { value: first } })
      continue
    }
    seen.set(cellName, value.at)
    placed.push({ at: value.at, month: when.month, cell, value: value.value })
  }
  if (issues.length) return { ok: false, issues }
  if (!registry || !period)
    return { ok: false, issues: [{ field: 'dataValues', code: 'nothingToImport' }] }
  return { ok: true, registry, year: period.year, semester: period.semester, placed, ignored }
}

/** The value a data element names when the mapping gives it a single combo. */
function soleKey(mapping: ExchangeMapping, dataElement: string) {
  const names = [
    { key: { kind: 'births', outcome: 'liveBirths' } as const, name: mapping.liveBirths },
    { key: { kind: 'births', outcome: 'stillbirths' } as const, name: mapping.stillbirths },
    { key: { kind: 'totalBirths' } as const, name: mapping.totalBirths },
    ...[...mapping.anomalies].map(([malformation, name]) => ({
      key: { kind: 'cases', malformation } as const,
      name,
    })),
  ].filter((entry) => entry.name.dataElement === dataElement)
  return names.length === 1 ? names[0]!.key : null
}
