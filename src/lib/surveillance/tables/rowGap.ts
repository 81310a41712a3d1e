import type { PrevalenceRow } from './prevalenceRows'

/**
 * Why a row has no rate, for its label or chart: `suppressed` a small count, `complement` a
 * complementary cell, `withheld` a period not published to this reader (no reason about its size),
 * `incomplete` a period some registry has not sent yet, `not-available` a period not reported.
 * Read from the reason the disclosure policy gave (`withheld`), never guessed from `suppressed`.
 */
export type RowGap = 'suppressed' | 'complement' | 'withheld' | 'incomplete' | 'not-available'

export function rowGap(
  row: Pick<PrevalenceRow, 'withheld' | 'complementary' | 'suppressed' | 'partial'>,
): RowGap {
  if (row.withheld === 'small') return 'suppressed'
  if (row.withheld === 'complement' || row.complementary) return 'complement'
  if (row.suppressed) return 'withheld'
  return row.partial ? 'incomplete' : 'not-available'
}
