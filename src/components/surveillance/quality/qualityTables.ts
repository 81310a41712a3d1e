import type { Locale } from '@/i18n/locales'
import { formatterFor } from '@/i18n/formats'
import { glossary } from '@/i18n/glossary'
import type { AreaTranslator } from '@/i18n/messageKeys'
import type { DisclosedIndicator, DisclosedQualityRow } from '@/lib/surveillance/disclosure'
import { NETWORK } from '@/lib/surveillance/input/query'

/** One of the panel's tables: the first cell of each row names it (a registry or a year). */
export interface QualityTableModel {
  name: 'indicators' | 'timeliness' | 'case-records'
  caption: string
  columns: string[]
  rows: string[][]
}

type T = AreaTranslator<'dataQuality'>

/**
 * The panel's three tables for some rows, every cell as text: a number, "withheld" (not
 * published to this viewer) or "not available" (no data for it), never a blank read as zero.
 */
export function qualityTables(
  rows: DisclosedQualityRow[],
  rowHead: 'registry' | 'year',
  scope: string,
  locale: Locale,
  t: T,
): QualityTableModel[] {
  const format = formatterFor(locale)
  const terms = glossary(locale)
  const oneDecimal = (value: number) => format.number(value, 'oneDecimal')
  const integer = (value: number) => format.number(value, 'integer')
  const head = (row: DisclosedQualityRow) =>
    rowHead === 'year'
      ? String(row.year)
      : row.registry === NETWORK
        ? t('cells.network')
        : row.registry
  const indicator = (row: DisclosedQualityRow, index: number) => {
    const one: DisclosedIndicator | undefined = row.indicators[index]
    if (!one || one.withheld) return terms.withheld
    if (one.value === null) return terms.notAvailable
    return index === 4 ? t('cells.days', { days: one.value }) : oneDecimal(one.value)
  }
  const rate = (count: number, total: number) =>
    total > 0 ? oneDecimal((100 * count) / total) : terms.notAvailable
  const share = (count: number, total: number) =>
    total > 0
      ? t('cells.share', { percent: oneDecimal((100 * count) / total), count, total })
      : terms.notAvailable
  const caseCells = (row: DisclosedQualityRow): string[] => {
    const measures = row.caseRecords
    if (measures === 'unpublished') return Array(4).fill(terms.withheld)
    if (measures === null) return Array(4).fill(terms.notAvailable)
    return [
      t('cells.records', { count: measures.records }),
      share(measures.unspecifiedCodes, measures.codes),
      share(measures.prenatal, measures.records),
      share(measures.chromosomal, measures.records),
    ]
  }
  const warningCells = (row: DisclosedQualityRow): string[] =>
    row.warnings === 'unpublished'
      ? [terms.withheld, terms.withheld]
      : [integer(row.warnings.raised), integer(row.warnings.explained)]
  const first = t(rowHead === 'year' ? 'columns.year' : 'columns.registry')
  return [
    {
      name: 'indicators',
      caption: t('tables.indicators', { scope }),
      columns: [
        first,
        t('columns.coverage'),
        t('columns.completeness'),
        t('columns.lossToFollowUp'),
        t('columns.accuracy'),
        t('columns.timeliness'),
      ],
      rows: rows.map((row) => [head(row), ...[0, 1, 2, 3, 4].map((i) => indicator(row, i))]),
    },
    {
      name: 'timeliness',
      caption: t('tables.timeliness', { scope }),
      columns: [
        first,
        t('columns.expected'),
        t('columns.sent'),
        t('columns.onTime'),
        t('columns.late'),
        t('columns.undated'),
        t('columns.missing'),
        t('columns.reportingRate'),
        t('columns.onTimeRate'),
      ],
      rows: rows.map((row) => {
        const s = row.timeliness
        return [
          head(row),
          ...[s.expected, s.sent, s.onTime, s.late, s.undated, s.missing].map(integer),
          rate(s.sent, s.expected),
          rate(s.onTime, s.expected),
        ]
      }),
    },
    {
      name: 'case-records',
      caption: t('tables.caseRecords', { scope }),
      columns: [
        first,
        t('columns.records'),
        t('columns.unspecified'),
        t('columns.prenatal'),
        t('columns.chromosomal'),
        t('columns.warningsRaised'),
        t('columns.warningsExplained'),
      ],
      rows: rows.map((row) => [head(row), ...caseCells(row), ...warningCells(row)]),
    },
  ]
}
