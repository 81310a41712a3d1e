export type CsvValue = string | number | null | undefined

// A cell starting with one of these is run as a formula by spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Writes rows as CSV (RFC 4180, CRLF). Starts with a byte-order mark so that
 * spreadsheets open accented names as UTF-8. Text that a spreadsheet would
 * run as a formula is prefixed with an apostrophe; numbers are left as they are.
 */
export function toCsv(rows: CsvValue[][]): string {
  return '\uFEFF' + rows.map((row) => row.map(formatCell).join(',')).join('\r\n') + '\r\n'
}

function formatCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rounds for a report: enough digits to recompute, none that only look precise. */
export const round = (value: number, digits = 4): number => Number(value.toFixed(digits))
