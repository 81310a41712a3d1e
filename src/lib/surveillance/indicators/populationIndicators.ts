import { NETWORK } from '../input/query'
import type { RegistryPopulation } from '../data/readIndicatorPopulations'
import {
  computeIndicators,
  withoutCaseRecords,
  type Indicator,
  type IndicatorPopulation,
} from './computeIndicators'

const sumOrNull = (values: (number | null)[]): number | null =>
  values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + value!, 0)

/**
 * The pooled network: the registries that sent the whole period as case records (`pooled`; the
 * others are `excluded` from every case-level figure, as the network's tables exclude incomplete
 * registries). Coverage pools the registries whose births and target population are both known.
 */
export function networkPopulation(registries: RegistryPopulation[]): IndicatorPopulation & {
  pooled: string[]
  excluded: string[]
  coverage: { liveBirths: number | null; targetLiveBirths: number | null }
} {
  const pooled = registries.filter((registry) => registry.caseLevel)
  const covered = registries.filter(
    (registry) => registry.liveBirths !== null && registry.targetLiveBirths !== null,
  )
  return {
    pooled: pooled.map((registry) => registry.registry).sort(),
    excluded: registries
      .filter((registry) => !registry.caseLevel)
      .map((registry) => registry.registry)
      .sort(),
    records: pooled.flatMap((registry) => registry.records),
    births: pooled.length > 0 ? sumOrNull(pooled.map((registry) => registry.births)) : null,
    liveBirths: pooled.length > 0 ? sumOrNull(pooled.map((registry) => registry.liveBirths)) : null,
    maleBirths: null,
    targetLiveBirths: null,
    coverage: {
      liveBirths:
        covered.length > 0 ? sumOrNull(covered.map((registry) => registry.liveBirths)) : null,
      targetLiveBirths:
        covered.length > 0 ? sumOrNull(covered.map((registry) => registry.targetLiveBirths)) : null,
    },
  }
}

/** The 42 indicators of one registry (or `network`) from every registry's population. */
export function indicatorsOf(registries: RegistryPopulation[], registry: string): Indicator[] {
  if (registry !== NETWORK) {
    const own = registries.find((population) => population.registry === registry)!
    return own.caseLevel ? computeIndicators(own) : withoutCaseRecords(own)
  }
  const network = networkPopulation(registries)
  const coverage = computeIndicators({
    ...network.coverage,
    records: [],
    births: null,
    maleBirths: null,
  })
  const pooled =
    network.pooled.length > 0 ? computeIndicators(network) : withoutCaseRecords(network)
  return pooled.map((indicator) =>
    indicator.id === 'BDS.IND.38' ? coverage.find((one) => one.id === 'BDS.IND.38')! : indicator,
  )
}
