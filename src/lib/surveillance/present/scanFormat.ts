import type { Locale } from '@/i18n/locales'

/** Numbers of a scan result in the reader's language; p-values below 0.001 as "< 0.001". */
export function scanFormat(locale: Locale) {
  const two = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const three = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  return {
    fixed: (value: number) => (Number.isFinite(value) ? two.format(value) : '∞'),
    pValue: (value: number) => (value < 0.001 ? `< ${three.format(0.001)}` : three.format(value)),
    /** A p-value after its name in a sentence: "= 0.012", or "< 0.001" (never "= < 0.001"). */
    pRelation: (value: number) =>
      value < 0.001 ? `< ${three.format(0.001)}` : `= ${three.format(value)}`,
  }
}

/** Clusters at p < 0.05 are the ones flagged. */
export const SIGNIFICANCE = 0.05
