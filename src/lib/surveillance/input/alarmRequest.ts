import type { Checked, FieldIssue } from './issues'
import { readCount } from './readCount'
import { isPresent, readPeriod } from './readPeriod'

/** The inputs of the alarm test as they arrive from a form or JSON, unchecked. */
export interface AlarmRequestInput {
  registry?: unknown
  malformation?: unknown
  periodStart?: unknown
  periodEnd?: unknown
  births?: unknown
  observed?: unknown
  basePeriod?: unknown
}

/** The inputs once their form is right; whether the registry etc. exist is checked later. */
export interface AlarmRequest {
  registry: string
  malformation: string
  periodStart: string
  periodEnd: string
  births: number
  observed: number
  /** null: use the current base period of the site settings. */
  basePeriod: string | null
}

export type AlarmField = keyof AlarmRequest

/** Order in which the form shows its fields, and so its errors. */
export const alarmFields: AlarmField[] = [
  'registry',
  'malformation',
  'periodStart',
  'periodEnd',
  'births',
  'observed',
  'basePeriod',
]

const MAX_TEXT = 100

/** Checks each input on its own and together (observed ≤ births, end ≥ start). */
export function parseAlarmRequest(input: AlarmRequestInput): Checked<AlarmRequest> {
  const issues: FieldIssue[] = []

  const registry = readText(input.registry, 'registry', issues)
  const malformation = readText(input.malformation, 'malformation', issues)

  const period = readPeriod(input, issues)

  const births = readCount(input.births)
  if (births.kind === 'blank') issues.push({ field: 'births', code: 'required' })
  else if (births.kind === 'invalid') issues.push({ field: 'births', code: births.code })
  else if (births.value === 0) issues.push({ field: 'births', code: 'notPositive' })

  // Blank is "not available", which cannot be tested; 0 is a valid count.
  const observed = readCount(input.observed)
  if (observed.kind === 'blank') issues.push({ field: 'observed', code: 'observedRequired' })
  else if (observed.kind === 'invalid') issues.push({ field: 'observed', code: observed.code })
  else if (births.kind === 'count' && births.value > 0 && observed.value > births.value) {
    issues.push({ field: 'observed', code: 'aboveBirths' })
  }

  if (issues.length > 0 || !period || births.kind !== 'count' || observed.kind !== 'count') {
    return { ok: false, issues }
  }
  return {
    ok: true,
    value: {
      registry: registry as string,
      malformation: malformation as string,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      births: births.value,
      observed: observed.value,
      basePeriod: period.basePeriod,
    },
  }
}

function readText(raw: unknown, field: AlarmField, issues: FieldIssue[]): string | null {
  if (!isPresent(raw)) {
    issues.push({ field, code: 'required' })
    return null
  }
  const text = String(raw).trim()
  if (text.length > MAX_TEXT) {
    issues.push({ field, code: 'tooLong', params: { max: MAX_TEXT } })
    return null
  }
  return text
}
