// Calibration of the monitoring's signals on simulated registries, through
// the same pure computation the monitoring run stores (monitoringTests, then
// one Benjamini–Hochberg selection): how many "needs attention first" items a
// registry-semester report carries when nothing changes, and how often
// planted excesses are found. Then the demonstration network as the seed
// builds it: how many signals its run stores and which planted features it finds.
// CALIBRATION_RUNS (default 20) sets the simulated reports per scenario.
import { createSeededRandom, samplePoisson, type UniformRandom } from '../src/lib/stats'
import {
  monitoringTests,
  runSemesters,
  selectSignals,
  type MonitoringSignal,
} from '../src/lib/surveillance/monitoring/monitoringSignals'
import { shiftMonth } from '../src/lib/surveillance/monitoring/monthlySeries'
import { DEFAULT_FDR } from '../src/lib/surveillance/monitoring/semiannualReport'
import {
  aggregateCounts,
  type CountsRow,
} from '../src/lib/surveillance/submissions/aggregateCounts'
import { DEMO_SEED, DEMO_YEARS } from '../src/seed/surveillanceData/acceptedDemoData'
import { registryProfiles } from '../src/seed/surveillanceData/baselines'
import { generateDemoCounts } from '../src/seed/surveillanceData/demoCounts'
import { demoMalformations } from '../src/seed/surveillanceData/malformations'

const RUNS = Number(process.env.CALIBRATION_RUNS ?? 20)
const SIZES = [4_500, 45_000, 300_000]
const ANOMALIES = demoMalformations.map(({ number, per10000 }) => ({ number, per10000 }))
const FIRST = '2014-01'
const LAST = '2025-12'
const SEMESTER = { year: 2025, half: 2 } as const
const SEMESTERS = { alarm: SEMESTER, latest: SEMESTER }

/** A standard normal draw (Box–Muller). */
const normal = (random: UniformRandom) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())

interface Simulation {
  annualBirths: number
  seed: number
  /** Log-scale standard deviation of a year-to-year factor on each anomaly's rate; 0: Poisson. */
  yearSpread: number
  /** Multiplies one anomaly's rate in some months. */
  plant?: { malformation: number; from: string; to: string; factor: number }
}

/** One registry's monthly rows: constant births, each anomaly Poisson at its rate (times the year's factor). */
function simulate({ annualBirths, seed, yearSpread, plant }: Simulation): CountsRow[] {
  const random = createSeededRandom(seed)
  const births = Math.round(annualBirths / 12)
  const rows: CountsRow[] = []
  for (const { number, per10000 } of ANOMALIES) {
    const yearFactor = new Map<string, number>()
    for (let month = FIRST; month <= LAST; month = shiftMonth(month, 1)) {
      const year = month.slice(0, 4)
      if (!yearFactor.has(year))
        yearFactor.set(
          year,
          yearSpread === 0 ? 1 : Math.exp(yearSpread * normal(random) - yearSpread ** 2 / 2),
        )
      const planted =
        plant && plant.malformation === number && month >= plant.from && month <= plant.to
          ? plant.factor
          : 1
      const mean = births * (per10000 / 10_000) * yearFactor.get(year)! * planted
      rows.push({
        registry: 'SIM',
        malformation: number,
        period: month,
        births,
        cases: samplePoisson(random, mean),
      })
    }
  }
  return rows
}

const signalsOf = (rows: CountsRow[]) =>
  selectSignals(monitoringTests(rows, SEMESTERS), DEFAULT_FDR)

const percent = (value: number) => `${(100 * value).toFixed(1)} %`

function nullScenario(label: string, annualBirths: number, yearSpread: number) {
  let items = 0
  let withAny = 0
  const kinds = new Map<string, number>()
  for (let run = 0; run < RUNS; run++) {
    const signals = signalsOf(
      simulate({ annualBirths, seed: 1000 * annualBirths + run, yearSpread }),
    )
    items += signals.length
    if (signals.length > 0) withAny++
    for (const signal of signals) kinds.set(signal.kind, (kinds.get(signal.kind) ?? 0) + 1)
  }
  console.log(
    `${label.padEnd(44)} ${(items / RUNS).toFixed(3).padStart(6)} items/report   ${percent(withAny / RUNS).padStart(7)} with any   ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
  )
  return { itemsPerReport: items / RUNS, shareWithAny: withAny / RUNS }
}

/** Planted excesses in the anomalies expecting at least `minimum` cases a month, one per run, in turn. */
function detectionScenario(
  label: string,
  annualBirths: number,
  minimum: number,
  plant: { from: string; to: string; factor: number },
) {
  const births = Math.round(annualBirths / 12)
  const eligible = ANOMALIES.filter(({ per10000 }) => (births * per10000) / 10_000 >= minimum)
  let found = 0
  for (let run = 0; run < RUNS; run++) {
    const { number } = eligible[run % eligible.length]!
    const signals = signalsOf(
      simulate({
        annualBirths,
        seed: 7_000_000 + run,
        yearSpread: 0,
        plant: { malformation: number, ...plant },
      }),
    )
    if (signals.some((signal) => signal.malformation === number)) found++
  }
  console.log(
    `${label.padEnd(44)} found in ${percent(found / RUNS).padStart(7)}   (${eligible.length} eligible anomalies)`,
  )
  return found / RUNS
}

console.log(`Poisson and overdispersed nulls, ${RUNS} registry-semester reports each (2025-S2):`)
const results: { label: string; itemsPerReport: number; shareWithAny: number }[] = []
for (const size of SIZES) {
  const label = `Poisson null, ${size.toLocaleString('en')} births/year`
  results.push({ label, ...nullScenario(label, size, 0) })
}
for (const size of SIZES)
  nullScenario(`Overdispersed null (year factor sd 0.1), ${size.toLocaleString('en')}`, size, 0.1)

console.log('\nPlanted excesses (300,000 births a year):')
const excess = detectionScenario('4 months x2, >= 10 expected a month', 300_000, 10, {
  from: '2025-08',
  to: '2025-11',
  factor: 2,
})
const step = detectionScenario('+50 % over 12 months, >= 5 expected a month', 300_000, 5, {
  from: '2025-01',
  to: '2025-12',
  factor: 1.5,
})

// The demonstration network, as the seed stores it: every registry's tests, one selection.
const demo = generateDemoCounts({
  registries: Object.entries(registryProfiles).map(([code, profile]) => ({
    code,
    annualBirths: profile.birthsPerYear,
  })),
  malformations: ANOMALIES,
  fromYear: DEMO_YEARS.from,
  toYear: DEMO_YEARS.to,
  seed: DEMO_SEED,
})
const rows = aggregateCounts(
  demo.cases,
  demo.births.map((row) => ({
    registry: row.registry,
    month: row.month,
    births: row.liveBirths + row.stillbirths,
  })),
  { from: `${DEMO_YEARS.from}-01`, to: `${DEMO_YEARS.to}-12` },
  'month',
)
const tests: (MonitoringSignal & { registry: string })[] = []
for (const code of Object.keys(registryProfiles)) {
  const own = rows.filter((row) => row.registry === code)
  const semesters = runSemesters(own, null)
  if (!semesters) continue
  for (const { number } of ANOMALIES)
    for (const test of monitoringTests(
      own.filter((row) => row.malformation === number),
      semesters,
    ))
      tests.push({ ...test, registry: code })
}
const stored = selectSignals(tests, DEFAULT_FDR)
console.log(`\nDemo network: ${stored.length} signals stored from ${tests.length} tests.`)
let featuresFound = 0
for (const cluster of demo.clusters) {
  const found = stored.filter(
    (signal) =>
      signal.registry === cluster.registry && signal.malformation === cluster.malformation,
  )
  if (found.length > 0) featuresFound++
  console.log(
    `  ${cluster.kind} ${cluster.registry} ${cluster.malformation} ${cluster.from}/${cluster.to}: ${
      found.length === 0
        ? 'not found'
        : found
            .map((s) => `${s.kind} ${s.period} (q = ${s.figures.qValue?.toPrecision(2)})`)
            .join(', ')
    }`,
  )
}

console.log(
  `Demo network: ${featuresFound} of ${demo.clusters.length} planted features found, ${stored.length} signals stored.`,
)

const poisson = results
const failures = [
  ...poisson
    .filter((r) => r.itemsPerReport > 0.25 || r.shareWithAny > 0.2)
    .map((r) => `${r.label}: above 0.25 items a report or 20 % of reports`),
  ...(excess < 0.9 ? ['4-month x2 excess found in fewer than 90 % of runs'] : []),
  ...(step < 0.8 ? ['+50 % step found in fewer than 80 % of runs'] : []),
  ...(featuresFound < demo.clusters.length ? ['a planted demo feature is not found'] : []),
]
console.log(
  failures.length === 0 ? '\nEvery target holds.' : `\nTargets missed:\n- ${failures.join('\n- ')}`,
)
