import { seesExactly, type DisclosurePolicy } from './viewer'
import type { Indicator } from '../indicators/computeIndicators'

/** An indicator as a viewer receives it: withheld ones carry no number at all. */
export type DisclosedIndicator = Indicator & { withheld?: 'unpublished' }

/**
 * What a viewer sees of the WHO indicators of a registry or the network (the one place their
 * disclosure is decided). Whoever sees the registry exactly (its members, the office) gets every
 * number. Anyone else gets coverage (BDS.IND.38: births, never small counts) and no other number:
 * the indicators count cases over the kit's own lists, which no release has published, so any of
 * them (or the network minus the other registries) could give away a count of 1 to 4; they are
 * withheld as not published, which says nothing of their size.
 */
export function discloseIndicators(
  indicators: Indicator[],
  policy: DisclosurePolicy,
  registry: string,
): DisclosedIndicator[] {
  if (seesExactly(policy, registry)) return indicators
  return indicators.map((indicator) =>
    indicator.id === 'BDS.IND.38'
      ? indicator
      : {
          id: indicator.id,
          numerator: null,
          denominator: null,
          value: null,
          lower: null,
          upper: null,
          disaggregations: {},
          withheld: 'unpublished',
        },
  )
}
