export type CsvValue = string | number | null | undefined

// A cell starting with one of these is run as a formula by spreadsheets.
const FORMULA_START = /^[=+\-@\t\r]/

/** How a reader's spreadsheet expects a CSV: its field separator and its decimal sign. */
export interface CsvStyle {
  delimiter: ',' | ';'
  decimal: '.' | ','
}

/** Scripts' CSV: comma-separated, decimal point. */
export const PLAIN_CSV: CsvStyle = { delimiter: ',', decimal: '.' }

/**
 * Writes rows as CSV (RFC 4180, CRLF). Starts with a byte-order mark so that
 * spreadsheets open accented names as UTF-8. Text that a spreadsheet would
 * run as a formula is prefixed with an apostrophe; numbers are written with the
 * style's decimal sign (a language whose decimal sign is the comma separates
 * fields with ';', as its spreadsheets do).
 */
export function toCsv(rows: CsvValue[][], style: CsvStyle = PLAIN_CSV): string {
  return (
    '\uFEFF' +
    rows
      .map((row) => row.map((cell) => formatCell(cell, style)).join(style.delimiter))
      .join('\r\n') +
    '\r\n'
  )
}

function formatCell(value: CsvValue, style: CsvStyle): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', style.decimal) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rounds for a report: enough digits to recompute, none that only look precise. */
export const round = (value: number, digits = 4): number => Number(value.toFixed(digits))
