/** One cell as read from a CSV (always text) or a spreadsheet (text or number). */
export type TableCell = string | number | null

export interface TableRow {
  /** Line as the spreadsheet or text editor shows it (header = 1 in a well-formed file). */
  line: number
  cells: TableCell[]
}

export interface Table {
  header: TableRow
  rows: TableRow[]
}
