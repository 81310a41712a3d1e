import { parseAlarmRequest, type AlarmField } from '../input/alarmRequest'
import { evaluateAlarm, type AlarmOutcome } from '../evaluate/evaluateAlarm'
import type { RowIssue } from '../input/issues'
import type { ReferenceData } from '../reference/reference'
import { cellAt, cellText, locateColumns } from '../input/table/columns'
import type { Table } from '../input/table/types'

/** Columns of a semester file: one row per registry × malformation. */
export const batchColumns = {
  required: ['registry_code', 'malformation_number', 'births', 'observed'] as const,
  optional: [] as const,
  informative: ['registry', 'malformation', 'icd10'],
}

type BatchColumn = (typeof batchColumns.required)[number]

/** Period and reference shared by every row of the file, chosen in the form. */
export interface BatchSettings {
  periodStart: string
  periodEnd: string
  basePeriod: string
}

interface RowLabel {
  line: number
  registry: string
  malformation: string
}

export type BatchRowResult =
  | (RowLabel & { status: 'tested'; outcome: AlarmOutcome })
  /** Observed left blank: data not available, so not tested (never read as 0). */
  | (RowLabel & { status: 'notAvailable' })
  | (RowLabel & { status: 'invalid'; issues: RowIssue[] })

const columnOfField: Partial<Record<AlarmField, BatchColumn | 'base_period'>> = {
  registry: 'registry_code',
  malformation: 'malformation_number',
  births: 'births',
  observed: 'observed',
  basePeriod: 'base_period',
}

/**
 * Tests every row of a semester file. A row that cannot be tested keeps its
 * reason instead of stopping the others; only a file whose columns are wrong
 * is rejected as a whole.
 */
export function runBatch(
  table: Table,
  data: ReferenceData,
  settings: BatchSettings,
): { ok: true; results: BatchRowResult[] } | { ok: false; issues: RowIssue[] } {
  const located = locateColumns<BatchColumn>(
    table,
    batchColumns.required,
    batchColumns.optional,
    batchColumns.informative,
  )
  if (!located.ok) return { ok: false, issues: located.issues }
  const { columns } = located

  const results = table.rows.map((row): BatchRowResult => {
    const label: RowLabel = {
      line: row.line,
      registry: cellText(cellAt(row, columns, 'registry_code')),
      malformation: cellText(cellAt(row, columns, 'malformation_number')),
    }
    const request = parseAlarmRequest({
      registry: label.registry,
      malformation: label.malformation,
      births: cellAt(row, columns, 'births'),
      observed: cellAt(row, columns, 'observed'),
      ...settings,
    })
    if (!request.ok) {
      const onlyBlankObserved =
        request.issues.length === 1 && request.issues[0]?.code === 'observedRequired'
      if (onlyBlankObserved) return { ...label, status: 'notAvailable' }
      return {
        ...label,
        status: 'invalid',
        issues: request.issues.map((issue) => toRowIssue(row.line, issue)),
      }
    }
    const evaluation = evaluateAlarm(request.value, data, settings.basePeriod)
    if (!evaluation.ok) {
      return {
        ...label,
        status: 'invalid',
        issues: evaluation.issues.map((issue) => toRowIssue(row.line, issue)),
      }
    }
    return { ...label, status: 'tested', outcome: evaluation.outcome }
  })
  return { ok: true, results: sortBatchResults(results) }
}

function toRowIssue(
  line: number,
  issue: { field: string; code: RowIssue['code']; params?: RowIssue['params'] },
): RowIssue {
  return { ...issue, line, field: columnOfField[issue.field as AlarmField] ?? issue.field }
}

/** Alarms first (excess, then deficit), then results without alarm, then rows not tested; file order within each. */
export function sortBatchResults(results: BatchRowResult[]): BatchRowResult[] {
  const rank = (result: BatchRowResult): number => {
    if (result.status !== 'tested') return result.status === 'notAvailable' ? 3 : 4
    if (result.outcome.direction === 'excess') return 0
    if (result.outcome.direction === 'deficit') return 1
    return 2
  }
  return [...results].sort((a, b) => rank(a) - rank(b) || a.line - b.line)
}
