import type { CSSProperties } from 'react'
import { MONTHS_PER_SEMESTER, monthOf, type Semester } from './gridModel'
import type { MalformationOption, MonthlyNumbers } from './types'

export interface SubmissionTableText {
  caption: string
  rowHeader: string
  liveBirths: string
  stillbirths: string
  malformation: (m: MalformationOption) => string
  notAvailable: string
  notAvailableLabel: string
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
  const births = new Map(numbers.births.map((b) => [b.month, b]))
  const cases = new Map(numbers.cases.map((c) => [`${c.malformation}-${c.month}`, c.cases]))

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
        </tr>
      </thead>
      <tbody>
        <tr>
          <th style={cellStyle} scope="row">
            {text.liveBirths}
          </th>
          {months.map((month) => (
            <td key={month} style={cellStyle}>
              {cell(births.get(month)?.liveBirths)}
            </td>
          ))}
        </tr>
        <tr>
          <th style={cellStyle} scope="row">
            {text.stillbirths}
          </th>
          {months.map((month) => (
            <td key={month} style={cellStyle}>
              {cell(births.get(month)?.stillbirths)}
            </td>
          ))}
        </tr>
        {malformations.map((malformation) => (
          <tr key={malformation.id}>
            <th style={cellStyle} scope="row">
              {text.malformation(malformation)}
            </th>
            {months.map((month) => (
              <td key={month} style={cellStyle}>
                {cell(cases.get(`${malformation.number}-${month}`))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
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
