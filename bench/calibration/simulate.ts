// Simulated registries for the calibration benchmark: constant births, each
// anomaly Poisson at its rate times a gamma factor of mean 1 per registry,
// anomaly and calendar year (the year-to-year variation real registries show).
import { createSeededRandom, sampleGammaFactor, samplePoisson } from '../../src/lib/stats'
import { shiftMonth } from '../../src/lib/surveillance/monitoring/monthlySeries'
import type { CountsRow } from '../../src/lib/surveillance/submissions/aggregateCounts'
import { demoMalformations } from '../../src/seed/surveillanceData/malformations'

export const FIRST = '2014-01'
export const LAST = '2025-12'
export const SEMESTER = { year: 2025, half: 2 } as const

/** The 19 demonstration anomalies' rates per 10,000 births. */
export const ANOMALIES = demoMalformations.map(({ number, per10000 }) => ({ number, per10000 }))

/** The network of five registries (births a year), as the demonstration's sizes. */
export const NETWORK_SIZES = [300_000, 80_000, 58_000, 45_000, 24_000]

export interface Plant {
  malformation: number
  from: string
  to: string
  factor: number
}

export interface Simulation {
  /** Births a year of each registry: one for a registry's report, several for the network's. */
  registries: number[]
  seed: number
  /** Coefficient of variation of the year factor; 0: Poisson. */
  cv: number
  plant?: Plant
  /** Rates replacing the demonstration's for some anomalies (a planted anomaly's size). */
  rates?: Record<number, number>
}

export function simulate({ registries, seed, cv, plant, rates }: Simulation): CountsRow[] {
  const random = createSeededRandom(seed)
  const rows: CountsRow[] = []
  registries.forEach((annualBirths, r) => {
    const births = Math.round(annualBirths / 12)
    for (const { number, per10000 } of ANOMALIES) {
      const rate = (rates?.[number] ?? per10000) / 10_000
      let factor = 1
      for (let month = FIRST; month <= LAST; month = shiftMonth(month, 1)) {
        if (month.endsWith('-01')) factor = cv === 0 ? 1 : sampleGammaFactor(random, 1 / cv ** 2)
        const planted =
          plant &&
          r === 0 &&
          plant.malformation === number &&
          month >= plant.from &&
          month <= plant.to
            ? plant.factor
            : 1
        rows.push({
          registry: `R${r}`,
          malformation: number,
          period: month,
          births,
          cases: samplePoisson(random, births * rate * factor * planted),
        })
      }
    }
  })
  return rows
}
