import type { ChartAddresses } from './ChartShare'
import type { Locale } from '@/i18n/locales'

/**
 * Why a period has no value: `suppressed` hides a small count from the public,
 * `complement` hides another count so that a small one cannot be worked back
 * from the total, `withheld` is a value not published to this reader with no
 * reason about its size (a month, a cut period), `incomplete` a period some
 * registry has not sent yet, `not-available` a period the registry did not
 * report. None is zero; the withheld ones are drawn hatched, the others plain.
 */
export type GapReason = 'suppressed' | 'complement' | 'withheld' | 'incomplete' | 'not-available'

/** The props every chart shares. */
export type ChartBase = {
  /** Prefix of the element ids, unique on the page (two charts may share a page). */
  id: string
  locale: Locale
  title: string
  /** A sentence for screen readers; a summary of the data is written when omitted. */
  description?: string
  /** Its permanent link and embeddable page, when the page drawing it gives them. */
  addresses?: ChartAddresses
}

/** An estimate with its confidence interval; null where there is none. */
export type Estimate = { rate: number | null; lower: number | null; upper: number | null }

/** The zones of an endemic channel, named as in the surveillance teams' method. */
export const endemicZones = ['success', 'safety', 'alert', 'epidemic'] as const
export type EndemicZone = (typeof endemicZones)[number]
