import { aggregateCounts } from '../src/lib/surveillance/submissions/aggregateCounts'
import { generateDemoCounts } from '../src/seed/surveillanceData/demoCounts'
import { demoMalformations } from '../src/seed/surveillanceData/malformations'

/**
 * Monthly rows (cases and births by registry, anomaly and month, 2014–2025) of demonstration
 * registries of the given sizes, with the demo's 18 anomalies: what a report is computed from.
 */
export function demoMonthRows(registries: { code: string; annualBirths: number }[]) {
  const demo = generateDemoCounts({
    registries,
    malformations: demoMalformations.map(({ number, per10000 }) => ({ number, per10000 })),
    fromYear: 2014,
    toYear: 2025,
    seed: 1,
  })
  return aggregateCounts(
    demo.cases,
    demo.births.map((row) => ({
      registry: row.registry,
      month: row.month,
      births: row.liveBirths + row.stillbirths,
    })),
    { from: '2014-01', to: '2025-12' },
    'month',
  )
}
