/**
 * A data value file made a draft of its semester: the plan (planImport) placed over the
 * semester's working draft, when there is one (a value the file does not name keeps the
 * draft's number), then saved through `saveSubmission` as the grid saves it, so the same
 * validation answers (each problem put back on the file's value).
 */
import type { PayloadRequest } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'
import { findRegistryByCode, readCodeLists } from '../data/codeLists'
import { malformationNumbers } from '../data/malformationNumbers'
import { saveSubmission, type SaveOutcome } from '../data/saveSubmission'
import { workingVersion } from '../data/semesterVersions'
import type { FieldIssue } from '../input/issues'
import { semesterMonths, type Semester } from '../submissions/model'
import { loadExchangeMapping } from './loadMapping'
import { planImport, type IgnoredReason } from './planImport'
import type { NamedValue } from './values'

export type ValueStatus = 'imported' | 'updated' | 'ignored'

export interface ImportSummary {
  registry: string
  year: number
  semester: Semester
  counts: Record<ValueStatus, number>
  values: { at: string; status: ValueStatus; reason?: IgnoredReason }[]
}

export type ImportOutcome =
  | { ok: true; summary: ImportSummary; saved: Extract<SaveOutcome, { ok: true }> }
  | { ok: false; status: 400 | 403 | 409 | 413; issues: FieldIssue[] }

type Cell = 'liveBirths' | 'stillbirths' | number

export async function importDataValues(
  req: PayloadRequest,
  values: NamedValue[],
  locale: Locale,
): Promise<ImportOutcome> {
  const mapping = await loadExchangeMapping(req.payload)
  const plan = planImport(mapping, values)
  if (!plan.ok) return { ok: false, status: 400, issues: plan.issues }
  const { registries } = await readCodeLists(req.payload)
  const registry = findRegistryByCode(registries, plan.registry)!
  const firstAt = plan.placed[0]?.at ?? 'dataValues[0]'
  if (!mayActForRegistry(req.user, registry.id as number))
    return {
      ok: false,
      status: 403,
      issues: [{ field: `${firstAt}.orgUnit`, code: 'notYourRegistry' }],
    }

  const working = await workingVersion(req, {
    registryId: registry.id as number,
    year: plan.year,
    semester: plan.semester,
  })
  if (working.underReview)
    return { ok: false, status: 409, issues: [{ field: 'status', code: 'underReview' }] }
  const numbers = await malformationNumbers(req.payload, req)
  // The draft's numbers (monthly counts only: a case-record draft's counts are derived).
  const current = new Map<string, number | null>()
  const draft = working.existing?.kind === 'monthly-counts' ? working.existing : null
  for (const row of draft?.births ?? []) {
    current.set(cellName('liveBirths', row.month), row.liveBirths ?? null)
    current.set(cellName('stillbirths', row.month), row.stillbirths ?? null)
  }
  for (const row of draft?.cases ?? []) {
    const number = numbers.get(String(relationId(row.malformation)))
    if (number) current.set(cellName(number, row.month), row.cases ?? null)
  }

  const summary: ImportSummary = {
    registry: registry.networkCode,
    year: plan.year,
    semester: plan.semester,
    counts: { imported: 0, updated: 0, ignored: 0 },
    values: plan.ignored.map((value) => ({ ...value, status: 'ignored' as const })),
  }
  const written = new Map<string, unknown>(current)
  const atOfField = new Map<string, string>()
  for (const value of plan.placed) {
    const cell: Cell = typeof value.cell === 'string' ? value.cell : value.cell.malformation
    const name = cellName(cell, value.month)
    const before = current.get(name)
    const status: ValueStatus =
      before === undefined || before === null
        ? 'imported'
        : String(before) === value.value.trim()
          ? 'ignored'
          : 'updated'
    summary.values.push(
      status === 'ignored'
        ? { at: value.at, status, reason: 'unchanged' }
        : { at: value.at, status },
    )
    written.set(name, value.value)
    atOfField.set(name, value.at)
  }
  for (const value of summary.values) summary.counts[value.status]++

  const births = semesterMonths(plan.semester).map((month) => ({
    month,
    liveBirths: written.get(cellName('liveBirths', month)) ?? null,
    stillbirths: written.get(cellName('stillbirths', month)) ?? null,
  }))
  const cases = [...written]
    .filter(([name]) => !name.startsWith('liveBirths') && !name.startsWith('stillbirths'))
    .map(([name, value]) => {
      const [malformation, month] = name.split('|').map(Number)
      return { malformation, month, cases: value }
    })
  const saved = await saveSubmission(
    req,
    {
      registry: registry.networkCode,
      year: plan.year,
      semester: plan.semester,
      status: 'draft',
      births,
      cases,
    },
    locale,
  )
  if (!saved.ok)
    return {
      ok: false,
      status: saved.status,
      issues: saved.issues.map((issue) => locate(issue, births, cases, atOfField)),
    }
  return { ok: true, summary, saved }
}

const cellName = (cell: Cell, month: number) => `${cell}|${month}`

/** A validation problem named as in the submission body (`cases[3].cases`) put back on its value. */
function locate(
  issue: FieldIssue,
  births: { month: number }[],
  cases: { malformation?: number; month?: number }[],
  atOfField: Map<string, string>,
): FieldIssue {
  const match = /^(births|cases)\[(\d+)\]\.?(\w*)$/.exec(issue.field)
  if (!match) return issue
  const index = Number(match[2])
  const name =
    match[1] === 'births'
      ? cellName(
          match[3] === 'stillbirths' ? 'stillbirths' : 'liveBirths',
          births[index]?.month ?? 0,
        )
      : cellName(cases[index]?.malformation ?? 0, cases[index]?.month ?? 0)
  const at = atOfField.get(name)
  return at ? { ...issue, field: `${at}.value` } : issue
}
