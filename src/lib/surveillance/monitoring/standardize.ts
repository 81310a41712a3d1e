import type { MonthlySeries } from './monthlySeries'

/**
 * Observed against expected counts for the network: each registry is compared
 * with its own baseline rate, so a registry missing a month, or joining with a
 * rate of its own, changes the expected count as much as the observed one.
 * For one registry the expected count is its births times its rate, which
 * leaves every test as it would be on births.
 */

export interface StandardizedMonth {
  month: string
  /** Cases of the registries that reported the month (and have a baseline rate); null when none did. */
  observed: number | null
  /** Σ over those registries of births × the registry's baseline rate. */
  expected: number | null
  births: number | null
}

const indexes = new WeakMap<MonthlySeries, Map<string, number>>()

/** One registry's month, null when its births or cases are not available. */
export function monthOf(
  series: MonthlySeries,
  month: string,
): { births: number; cases: number } | null {
  let index = indexes.get(series)
  if (!index) {
    index = new Map(series.months.map((m, i) => [m, i]))
    indexes.set(series, index)
  }
  const i = index.get(month)
  if (i === undefined) return null
  const births = series.births[i]!
  const cases = series.cases[i]!
  return births === null || cases === null ? null : { births, cases }
}

/** The registries whose series the tests compare: the network's, or the one registry itself. */
export const strataOf = (series: MonthlySeries): MonthlySeries[] => series.registries ?? [series]

/** A registry's rate over the available months among `months`; null without births. */
export function baselineRate(series: MonthlySeries, months: string[]): number | null {
  let births = 0
  let cases = 0
  for (const month of months) {
    const value = monthOf(series, month)
    if (!value) continue
    births += value.births
    cases += value.cases
  }
  return births > 0 ? cases / births : null
}

/** Available months of the baseline a registry needs before its own rate is used. */
export const OWN_HISTORY_MONTHS = 12

const availableMonths = (series: MonthlySeries, months: string[]) =>
  months.reduce((count, month) => count + (monthOf(series, month) ? 1 : 0), 0)

/**
 * Each registry's expected rate over `baseline`: its own once it has
 * OWN_HISTORY_MONTHS available months there; before that (a recent joiner,
 * whose few months can give a rate of 0) the network's, pooled over the
 * registries with a history of their own (or over all when none has one), so
 * a joiner's cases always come with expected cases. Null without births.
 */
export function strataRates(
  series: MonthlySeries,
  baseline: string[],
): { stratum: MonthlySeries; rate: number | null }[] {
  const strata = strataOf(series)
  const own = strata.map((stratum) => availableMonths(stratum, baseline) >= OWN_HISTORY_MONTHS)
  if (!series.registries || own.every(Boolean))
    return strata.map((stratum) => ({ stratum, rate: baselineRate(stratum, baseline) }))
  const pooledOver = own.some(Boolean) ? strata.filter((_, i) => own[i]) : strata
  let births = 0
  let cases = 0
  for (const stratum of pooledOver)
    for (const month of baseline) {
      const value = monthOf(stratum, month)
      if (!value) continue
      births += value.births
      cases += value.cases
    }
  const network = births > 0 ? cases / births : null
  return strata.map((stratum, i) => ({
    stratum,
    rate: own[i] ? baselineRate(stratum, baseline) : network,
  }))
}

/**
 * Each month of `months` as observed and expected counts, every registry at
 * its rate over `baseline` (strataRates: its own, or the network's until it
 * has a history).
 */
export function standardizedMonths(
  series: MonthlySeries,
  months: string[],
  baseline: string[],
): StandardizedMonth[] {
  const strata = strataRates(series, baseline)
  return months.map((month) => {
    let observed: number | null = null
    let expected = 0
    let births = 0
    for (const { stratum, rate } of strata) {
      const value = rate === null ? null : monthOf(stratum, month)
      if (!value) continue
      observed = (observed ?? 0) + value.cases
      expected += value.births * rate!
      births += value.births
    }
    return observed === null
      ? { month, observed: null, expected: null, births: null }
      : { month, observed, expected, births }
  })
}
