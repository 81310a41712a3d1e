import type { Locale } from '@/i18n/locales'

/**
 * Why a period has no value: `suppressed` hides a small count from the public,
 * `complement` hides another count so that a small one cannot be worked back
 * from the total, `not-available` is a period the registry did not report.
 * None is zero.
 */
export type GapReason = 'suppressed' | 'complement' | 'not-available'

/** The props every chart shares. */
export type ChartBase = {
  /** Prefix of the element ids, unique on the page (two charts may share a page). */
  id: string
  locale: Locale
  title: string
  /** A sentence for screen readers; a summary of the data is written when omitted. */
  description?: string
}

/** An estimate with its confidence interval; null where there is none. */
export type Estimate = { rate: number | null; lower: number | null; upper: number | null }

/** The zones of an endemic channel, named as in the surveillance teams' method. */
export const endemicZones = ['success', 'safety', 'alert', 'epidemic'] as const
export type EndemicZone = (typeof endemicZones)[number]
