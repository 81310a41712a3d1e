import type { ChartT } from './text'
import type { GapReason } from './types'

/**
 * What a period without a value is, in words: a small count says "fewer than 5 cases", a
 * complement why it is withheld, any other withheld value only that it is not published (it may
 * hold many cases), an incomplete period that some registry has not sent it. Never "< 5" for a
 * value that is not a small count.
 */
export function gapText(t: ChartT, reason: GapReason, threshold: number): string {
  switch (reason) {
    case 'suppressed':
      return t('gap.suppressed', { threshold })
    case 'complement':
      return t('gap.complement')
    case 'withheld':
      return t('gap.withheld')
    case 'incomplete':
      return t('gap.incomplete')
    case 'not-available':
      return t('gap.notAvailable')
  }
}

/** The same in a few characters, where a row of a chart has room for a word or two. */
export function gapShort(t: ChartT, reason: GapReason, threshold: number): string {
  switch (reason) {
    case 'suppressed':
      return t('gap.suppressedShort', { threshold })
    case 'withheld':
      return t('gap.withheldShort')
    default:
      return gapText(t, reason, threshold)
  }
}

/** Whether the gap hides a value that exists (drawn hatched), rather than one that is missing. */
export const isWithheld = (reason: GapReason): boolean =>
  reason === 'suppressed' || reason === 'complement' || reason === 'withheld'
