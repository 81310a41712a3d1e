import type { CSSProperties } from 'react'
import { cellKey } from '@/lib/surveillance/submissions/changedCells'
import { MONTHS_PER_SEMESTER, monthOf, type Semester } from './gridModel'
import type { MalformationOption, MonthlyNumbers } from '@/lib/surveillance/submissions/summary'

export interface SubmissionTableText {
  caption: string
  rowHeader: string
  liveBirths: string
  stillbirths: string
  malformation: (m: MalformationOption) => string
  notAvailable: string
  notAvailableLabel: string
  /** Said to screen readers after a highlighted cell ("changed"). */
  changedLabel?: string
  /**
   * Row and column totals, as the member's grid adds them up (a blank cell is counted apart,
   * never as 0); no totals without it.
   */
  totals?: {
    total: string
    birthsTotal: string
    casesTotal: string
    /** "120 (1 blank)": a total with the cells left blank beside it. */
    withBlanks: (total: string, blank: number) => string
  }
}

/** A sum of stored cells: the known numbers added, and how many were blank (not available). */
function sumOf(values: (number | null | undefined)[]): { total: number | null; blank: number } {
  let total: number | null = null
  let blank = 0
  for (const value of values) {
    if (value === null || value === undefined) blank++
    else total = (total ?? 0) + value
  }
  return { total, blank }
}

interface Props {
  year: number
  semester: Semester
  numbers: MonthlyNumbers
  malformations: MalformationOption[]
  locale: string
  text: SubmissionTableText
  className?: string
  /** Inline cell style, for the admin panel where the site's classes do not apply. */
  cellStyle?: CSSProperties
  /** Cells to highlight (keys of `cellKey`): where a resubmission differs from the accepted version. */
  changed?: Set<string>
}

/**
 * A stored semester read back: blank (not available) is "—", with its
 * meaning for screen readers; 0 stays 0. Used by members and by the office.
 */
export function SubmissionTable({
  year,
  semester,
  numbers,
  malformations,
  locale,
  text,
  className,
  cellStyle,
  changed,
}: Props) {
  const months = Array.from({ length: MONTHS_PER_SEMESTER }, (_, column) =>
    monthOf(semester, column),
  )
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const number = new Intl.NumberFormat(locale)
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? (
      <>
        <span aria-hidden="true" title={text.notAvailableLabel}>
          {text.notAvailable}
        </span>
        <span style={visuallyHidden}>{text.notAvailableLabel}</span>
      </>
    ) : (
      number.format(value)
    )
  /** A data cell, highlighted (and said to be changed) when the comparison marks it. */
  const td = (key: string, value: number | null | undefined) => {
    const isChanged = changed?.has(key) ?? false
    return (
      <td
        key={key}
        style={isChanged ? { ...cellStyle, ...changedStyle } : cellStyle}
        data-changed={isChanged ? 'true' : undefined}
      >
        {cell(value)}
        {isChanged && text.changedLabel && (
          <span style={visuallyHidden}> ({text.changedLabel})</span>
        )}
      </td>
    )
  }
  const births = new Map(numbers.births.map((b) => [b.month, b]))
  const cases = new Map(numbers.cases.map((c) => [`${c.malformation}-${c.month}`, c.cases]))
  const { totals } = text
  const totalText = ({ total, blank }: { total: number | null; blank: number }) =>
    total === null
      ? text.notAvailable
      : blank > 0 && totals
        ? totals.withBlanks(number.format(total), blank)
        : number.format(total)
  const totalStyle: CSSProperties = { ...cellStyle, fontWeight: 600 }
  /** A row's own total, in the last column. */
  const rowTotal = (values: (number | null | undefined)[]) =>
    totals && (
      <td style={totalStyle} data-testid="row-total">
        {totalText(sumOf(values))}
      </td>
    )
  /** The rows of a group added up month by month, and the group's whole total. */
  const groupTotal = (label: string, rows: ((month: number) => number | null | undefined)[]) =>
    totals && (
      <tr data-testid="column-totals">
        <th style={totalStyle} scope="row">
          {label}
        </th>
        {months.map((month) => (
          <td key={month} style={totalStyle}>
            {totalText(sumOf(rows.map((row) => row(month))))}
          </td>
        ))}
        <td style={totalStyle}>
          {totalText(sumOf(rows.flatMap((row) => months.map((month) => row(month)))))}
        </td>
      </tr>
    )
  const liveBirthsOf = (month: number) => births.get(month)?.liveBirths
  const stillbirthsOf = (month: number) => births.get(month)?.stillbirths
  const casesOf = (malformation: number) => (month: number) => cases.get(`${malformation}-${month}`)

  return (
    <table className={className}>
      <caption>{text.caption}</caption>
      <thead>
        <tr>
          <th style={cellStyle} scope="col">
            {text.rowHeader}
          </th>
          {months.map((month) => (
            <th key={month} style={cellStyle} scope="col">
              {monthName.format(new Date(Date.UTC(year, month - 1, 1)))}
            </th>
          ))}
          {totals && (
            <th style={cellStyle} scope="col">
              {totals.total}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th style={cellStyle} scope="row">
            {text.liveBirths}
          </th>
          {months.map((month) => td(cellKey.liveBirths(month), liveBirthsOf(month)))}
          {rowTotal(months.map(liveBirthsOf))}
        </tr>
        <tr>
          <th style={cellStyle} scope="row">
            {text.stillbirths}
          </th>
          {months.map((month) => td(cellKey.stillbirths(month), stillbirthsOf(month)))}
          {rowTotal(months.map(stillbirthsOf))}
        </tr>
        {totals && groupTotal(totals.birthsTotal, [liveBirthsOf, stillbirthsOf])}
        {malformations.map((malformation) => (
          <tr key={malformation.id}>
            <th style={cellStyle} scope="row">
              {text.malformation(malformation)}
            </th>
            {months.map((month) =>
              td(cellKey.cases(malformation.number, month), casesOf(malformation.number)(month)),
            )}
            {rowTotal(months.map(casesOf(malformation.number)))}
          </tr>
        ))}
        {totals &&
          malformations.length > 0 &&
          groupTotal(
            totals.casesTotal,
            malformations.map((malformation) => casesOf(malformation.number)),
          )}
      </tbody>
    </table>
  )
}

// A changed cell: a strong outline and tint that read in light and dark panels and in print.
const changedStyle: CSSProperties = {
  background: 'var(--theme-warning-100, #fef3c7)',
  outline: '2px solid var(--theme-warning-600, #b45309)',
  outlineOffset: -2,
  fontWeight: 700,
}

// Read by screen readers, not shown; inline so it also works in the admin panel.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
}
