import { readBasePeriod } from '../input/basePeriod'
import type { RowIssue } from '../input/issues'
import { readCount } from '../input/readCount'
import { findMalformation, findRegistry, type DocumentId, type ReferenceData } from './reference'
import { cellAt, cellText, locateColumns } from '../input/table/columns'
import type { Table } from '../input/table/types'

/** Columns of a baseline-rates file; the export writes the same ones, so a file round-trips. */
export const baselineColumns = {
  required: ['registry_code', 'malformation_number', 'base_period', 'births', 'cases'] as const,
  optional: ['source_note'] as const,
  /** Written by the export for people; ignored on import. */
  informative: ['registry', 'malformation', 'icd10', 'prevalence_per_10000'],
}

type BaselineColumn =
  (typeof baselineColumns.required)[number] | (typeof baselineColumns.optional)[number]

export const MAX_SOURCE_NOTE = 500

export interface BaselineImportRow {
  line: number
  registryId: DocumentId
  malformationId: DocumentId
  basePeriod: string
  births: number
  /** null: not available (blank cell); 0: no case. */
  cases: number | null
  sourceNote: string | null
}

export interface BaselineValidation {
  rows: BaselineImportRow[]
  issues: RowIssue[]
}

/**
 * Checks every row of a baseline-rates table before anything is written:
 * known registry and malformation, a base period label, births > 0, cases a
 * count not above births or blank, and no registry × malformation × period twice.
 */
export function validateBaselineTable(
  table: Table,
  reference: Pick<ReferenceData, 'registries' | 'malformations'>,
): BaselineValidation {
  const located = locateColumns<BaselineColumn>(
    table,
    baselineColumns.required,
    baselineColumns.optional,
    baselineColumns.informative,
  )
  if (!located.ok) return { rows: [], issues: located.issues }
  const { columns } = located
  const data: ReferenceData = { ...reference, baselines: [] }

  const rows: BaselineImportRow[] = []
  const issues: RowIssue[] = []
  const firstLineOfKey = new Map<string, number>()

  for (const row of table.rows) {
    const rowIssues: RowIssue[] = []
    const problem = (field: BaselineColumn, code: RowIssue['code'], params?: RowIssue['params']) =>
      rowIssues.push({ line: row.line, field, code, ...(params ? { params } : {}) })

    const registryText = cellText(cellAt(row, columns, 'registry_code'))
    const registry = registryText ? findRegistry(data, registryText) : undefined
    if (!registryText) problem('registry_code', 'required')
    else if (!registry) problem('registry_code', 'unknownRegistry', { value: registryText })

    const malformationText = cellText(cellAt(row, columns, 'malformation_number'))
    const malformation = malformationText ? findMalformation(data, malformationText) : undefined
    if (!malformationText) problem('malformation_number', 'required')
    else if (!malformation)
      problem('malformation_number', 'unknownMalformation', { value: malformationText })

    const periodText = cellText(cellAt(row, columns, 'base_period'))
    const basePeriod = readBasePeriod(periodText)
    if (!periodText) problem('base_period', 'required')
    else if (!basePeriod) problem('base_period', 'invalidPeriod')

    const births = readCount(cellAt(row, columns, 'births'))
    if (births.kind === 'blank') problem('births', 'required')
    else if (births.kind === 'invalid') problem('births', births.code)
    else if (births.value === 0) problem('births', 'notPositive')

    const cases = readCount(cellAt(row, columns, 'cases'))
    if (cases.kind === 'invalid') problem('cases', cases.code)
    else if (
      cases.kind === 'count' &&
      births.kind === 'count' &&
      births.value > 0 &&
      cases.value > births.value
    ) {
      problem('cases', 'aboveBirths')
    }

    const sourceNote = cellText(cellAt(row, columns, 'source_note'))
    if (sourceNote.length > MAX_SOURCE_NOTE)
      problem('source_note', 'tooLong', { max: MAX_SOURCE_NOTE })

    if (registry && malformation && basePeriod) {
      const key = `${registry.id}|${malformation.id}|${basePeriod}`
      const firstLine = firstLineOfKey.get(key)
      if (firstLine !== undefined) problem('base_period', 'duplicateInFile', { firstLine })
      else firstLineOfKey.set(key, row.line)
    }

    if (
      rowIssues.length > 0 ||
      !registry ||
      !malformation ||
      !basePeriod ||
      births.kind !== 'count'
    ) {
      issues.push(...rowIssues)
      continue
    }
    rows.push({
      line: row.line,
      registryId: registry.id,
      malformationId: malformation.id,
      basePeriod,
      births: births.value,
      cases: cases.kind === 'count' ? cases.value : null,
      sourceNote: sourceNote || null,
    })
  }
  return { rows, issues }
}
