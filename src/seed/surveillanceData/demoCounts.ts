import { createSeededRandom, sampleBinomial, samplePoisson, type UniformRandom } from '@/lib/stats'

import { planDemoCounts, type DemoCountsPlan } from './demoCountsPlan'

export interface DemoCountsInput {
  /** code = member registry networkCode, e.g. 'AR-RENAC' */
  registries: { code: string; annualBirths: number }[]
  /** malformation `number` and its base rate per 10,000 births */
  malformations: { number: number; per10000: number }[]
  /** inclusive, e.g. 2014..2025 */
  fromYear: number
  toYear: number
  seed: number
}

export interface PlantedCluster {
  registry: string
  malformation: number
  /** First and last month ('YYYY-MM'), inclusive. */
  from: string
  to: string
  /** 'excess': the rate times `factor` in those months; 'rise': the rate times `factor` per year since `from`. */
  kind: 'excess' | 'rise'
  factor: number
  description: string
}

export interface DemoMonthlyCounts {
  births: {
    registry: string
    month: string /* 'YYYY-MM' */
    liveBirths: number
    stillbirths: number
  }[]
  /** null = not available (never reported), which is not 0. */
  cases: { registry: string; malformation: number; month: string; cases: number | null }[]
  clusters: PlantedCluster[]
}

/** Births fall by about this share a year across the region. */
const BIRTHS_TREND_PER_YEAR = -0.012
/** Month-to-month swing of births around the annual mean (peak in September). */
const SEASONAL_AMPLITUDE = 0.05
/** Stillbirths as a share of all births: drawn per registry within this range. */
const STILLBIRTH_SHARE = { min: 0.008, max: 0.01 }
/** Each registry ascertains each anomaly a little differently: rate × [0.9, 1.1]. */
const ASCERTAINMENT_SPREAD = 0.1

/**
 * Demonstration monthly births and cases for every registry and anomaly, with
 * a few documented features to find: see planDemoCounts for where the
 * clusters, the rise and the missing months go.
 *
 * - Births: annualBirths / 12, times a September-peaking season, a slow
 *   decline and a random level per year, drawn as a Poisson count; about
 *   0.8–1% of them stillbirths (a binomial share).
 * - Cases: a Poisson count with mean births × rate / 10,000, the rate being
 *   the anomaly's, times the registry's ascertainment (0.9–1.1) and the
 *   planted factor of the month.
 *
 * Deterministic for a seed; each registry has its own random stream, so
 * adding a registry leaves the others' figures unchanged.
 *
 * @throws {RangeError} on fewer than 3 years, non-positive births, negative
 *   rates, or repeated registry codes or anomaly numbers.
 */
export function generateDemoCounts(input: DemoCountsInput): DemoMonthlyCounts {
  validate(input)
  const { registries, malformations, fromYear, toYear, seed } = input
  const months = monthLabels(fromYear, toYear)
  const plan = planDemoCounts({ registries, malformations, monthCount: months.length })

  const births: DemoMonthlyCounts['births'] = []
  const cases: DemoMonthlyCounts['cases'] = []
  for (const registry of registries) {
    const random = createSeededRandom(streamSeed(seed, registry.code))
    const totals = monthlyBirths(random, registry.annualBirths, months.length)
    const stillbirthShare =
      STILLBIRTH_SHARE.min + (STILLBIRTH_SHARE.max - STILLBIRTH_SHARE.min) * random()
    totals.forEach((total, index) => {
      const stillbirths = sampleBinomial(random, total, stillbirthShare)
      births.push({
        registry: registry.code,
        month: months[index]!,
        liveBirths: total - stillbirths,
        stillbirths,
      })
    })

    for (const malformation of malformations) {
      const ascertainment = 1 + ASCERTAINMENT_SPREAD * (2 * random() - 1)
      const baseRate = (malformation.per10000 / 10_000) * ascertainment
      totals.forEach((total, index) => {
        // Drawn even when blanked, so the blank months change no other figure.
        const mean =
          total * baseRate * plantedFactor(plan, registry.code, malformation.number, index)
        const count = Math.min(total, samplePoisson(random, mean))
        const missing = plan.missing.registry === registry.code && isIn(index, plan.missing)
        cases.push({
          registry: registry.code,
          malformation: malformation.number,
          month: months[index]!,
          cases: missing ? null : count,
        })
      })
    }
  }
  return { births, cases, clusters: describeClusters(plan, months) }
}

function validate({ registries, malformations, fromYear, toYear, seed }: DemoCountsInput): void {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || toYear - fromYear < 2) {
    throw new RangeError(
      'fromYear and toYear must be whole years at least 3 years apart, inclusive',
    )
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be a safe integer')
  if (registries.length === 0 || malformations.length === 0) {
    throw new RangeError('at least one registry and one malformation are needed')
  }
  if (new Set(registries.map((registry) => registry.code)).size !== registries.length) {
    throw new RangeError('registry codes must be unique')
  }
  if (new Set(malformations.map((m) => m.number)).size !== malformations.length) {
    throw new RangeError('malformation numbers must be unique')
  }
  for (const { code, annualBirths } of registries) {
    if (!(Number.isFinite(annualBirths) && annualBirths > 0)) {
      throw new RangeError(`annualBirths of ${code} must be a finite number > 0`)
    }
  }
  for (const { number, per10000 } of malformations) {
    if (!(Number.isFinite(per10000) && per10000 >= 0)) {
      throw new RangeError(`per10000 of malformation ${number} must be a finite number ≥ 0`)
    }
  }
}

function monthLabels(fromYear: number, toYear: number): string[] {
  const labels: string[] = []
  for (let year = fromYear; year <= toYear; year++) {
    for (let month = 1; month <= 12; month++)
      labels.push(`${year}-${String(month).padStart(2, '0')}`)
  }
  return labels
}

/** One stream per registry: FNV-1a of "seed|code", a 32-bit integer. */
function streamSeed(seed: number, code: string): number {
  let hash = 2166136261
  for (const char of `${seed}|${code}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

function monthlyBirths(random: UniformRandom, annualBirths: number, monthCount: number): number[] {
  const totals: number[] = []
  let yearLevel = 1
  for (let index = 0; index < monthCount; index++) {
    const monthOfYear = index % 12
    // A new level each January: the trend plus ±2% of noise.
    if (monthOfYear === 0)
      yearLevel = 1 + BIRTHS_TREND_PER_YEAR * (index / 12) + 0.04 * (random() - 0.5)
    const season = 1 + SEASONAL_AMPLITUDE * Math.cos((2 * Math.PI * (monthOfYear - 8)) / 12)
    totals.push(samplePoisson(random, (annualBirths / 12) * yearLevel * season))
  }
  return totals
}

function plantedFactor(
  plan: DemoCountsPlan,
  registry: string,
  malformation: number,
  index: number,
): number {
  let factor = 1
  for (const excess of plan.excesses) {
    if (
      excess.registry === registry &&
      excess.malformation === malformation &&
      isIn(index, excess)
    ) {
      factor *= excess.factor
    }
  }
  const { rise } = plan
  if (
    rise.registry === registry &&
    rise.malformation === malformation &&
    index >= rise.firstMonth
  ) {
    factor *= rise.factorPerYear ** ((index - rise.firstMonth) / 12)
  }
  return factor
}

function isIn(index: number, span: { firstMonth: number; months: number }): boolean {
  return index >= span.firstMonth && index < span.firstMonth + span.months
}

function describeClusters(plan: DemoCountsPlan, months: string[]): PlantedCluster[] {
  const clusters: PlantedCluster[] = plan.excesses.map((excess) => {
    const from = months[excess.firstMonth]!
    const to = months[excess.firstMonth + excess.months - 1]!
    return {
      registry: excess.registry,
      malformation: excess.malformation,
      from,
      to,
      kind: 'excess',
      factor: excess.factor,
      description: `Demonstration values: ${excess.factor} times the usual rate of malformation ${excess.malformation} in ${excess.registry} from ${from} to ${to} (${excess.months} months), a cluster in time for the scan to find.`,
    }
  })
  const { rise } = plan
  const percent = Math.round((rise.factorPerYear - 1) * 100)
  clusters.push({
    registry: rise.registry,
    malformation: rise.malformation,
    from: months[rise.firstMonth]!,
    to: months[months.length - 1]!,
    kind: 'rise',
    factor: rise.factorPerYear,
    description: `Demonstration values: the rate of malformation ${rise.malformation} in ${rise.registry} rises ${percent}% a year from ${months[rise.firstMonth]} to ${months[months.length - 1]}, a trend for the trend tests to find.`,
  })
  return clusters
}
