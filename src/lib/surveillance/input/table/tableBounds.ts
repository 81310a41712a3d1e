/** Far wider than any template (a dozen columns), far narrower than a sheet's 16,384. */
export const MAX_COLUMNS = 100

/** Thrown as soon as a file has more rows with content than allowed, so parsing stops there. */
export class TooManyRows extends Error {
  /** The line of the first row past the limit. */
  constructor(readonly line?: number) {
    super('too many rows')
  }
}

/** Thrown at the first row with a cell right of MAX_COLUMNS, before any more of its cells is read. */
export class TooManyColumns extends Error {
  constructor(readonly line: number) {
    super(`line ${line} has a cell beyond column ${MAX_COLUMNS}`)
  }
}
