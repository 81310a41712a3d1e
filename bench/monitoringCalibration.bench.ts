// Calibration of the monitoring's signals on simulated registries, through
// the same pure computation the monitoring run stores (monitoringTests, then
// one weighted Benjamini–Hochberg selection). Null scenarios: nothing changes
// but chance, Poisson or with a rate that varies from year to year (gamma
// factor, CV 10 % and 20 %), at 20,000 and 300,000 births a year and for a
// network of five registries; each must keep to the targets (at most 20 % of
// reports with any item, at most 0.25 items a report), or the bench says so
// and exits non-zero. Planted excesses are reported beside the exact power
// ceiling of the best single test for the same counts. Then the demonstration
// network as the seed builds it.
// CALIBRATION_RUNS (default 500) reports per null scenario, PLANTED_RUNS
// (default 200) per planted one, BENCH_WORKERS (default 2) worker threads.
import { runReports } from './calibration/pool'
import { powerCeiling, rankOneLevel } from './calibration/ceiling'
import { ANOMALIES, NETWORK_SIZES, type Simulation } from './calibration/simulate'
import {
  monitoringTests,
  runSemesters,
  selectSignals,
  type MonitoringSignal,
} from '../src/lib/surveillance/monitoring/monitoringSignals'
import { DEFAULT_FDR } from '../src/lib/surveillance/monitoring/semiannualReport'
import { aggregateCounts } from '../src/lib/surveillance/submissions/aggregateCounts'
import { DEMO_SEED, DEMO_YEARS } from '../src/seed/surveillanceData/acceptedDemoData'
import { registryProfiles } from '../src/seed/surveillanceData/baselines'
import { generateDemoCounts } from '../src/seed/surveillanceData/demoCounts'

const RUNS = Number(process.env.CALIBRATION_RUNS ?? 500)
const PLANTED_RUNS = Number(process.env.PLANTED_RUNS ?? 200)
const TARGET_SHARE = 0.2
const TARGET_ITEMS = 0.25
const started = Date.now()

const percent = (value: number) => `${(100 * value).toFixed(1)} %`

/** Wilson's 95 % interval of a proportion. */
function wilson(successes: number, n: number): [number, number] {
  const z = 1.959964
  const p = successes / n
  const center = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))
  return [Math.max(0, center - half), Math.min(1, center + half)]
}

/** Mean with its normal 95 % interval. */
function meanInterval(values: number[]): [number, number, number] {
  const n = values.length
  const mean = values.reduce((s, v) => s + v, 0) / n
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1))
  return [
    mean,
    Math.max(0, mean - (1.959964 * sd) / Math.sqrt(n)),
    mean + (1.959964 * sd) / Math.sqrt(n),
  ]
}

const sizes: { label: string; registries: number[] }[] = [
  { label: '20,000 births/year', registries: [20_000] },
  { label: '300,000 births/year', registries: [300_000] },
  {
    label: `network (${NETWORK_SIZES.map((b) => b / 1000 + 'k').join(', ')})`,
    registries: NETWORK_SIZES,
  },
]
const nulls = [0, 0.1, 0.2].flatMap((cv) =>
  sizes.map(({ label, registries }) => ({
    label: `${cv === 0 ? 'Poisson' : `CV ${cv * 100} %`}, ${label}`,
    simulations: Array.from({ length: RUNS }, (_, run): Simulation => ({
      registries,
      cv,
      seed: 1_000_003 * (1 + cv * 10) + 7919 * registries.length + registries[0]! + run * 104_729,
    })),
  })),
)

// A mid-size anomaly of a 20,000-birth registry: 10 per 10,000, 1.67 expected a month.
const MID = { malformation: ANOMALIES[0]!.number, per10000: 10 }
const monthly20k = (20_000 / 12) * (MID.per10000 / 10_000)
// At 300,000 births, an anomaly at 4 per 10,000: 10 expected a month.
const LARGE = { malformation: ANOMALIES[1]!.number, per10000: 4 }
const monthly300k = (300_000 / 12) * (LARGE.per10000 / 10_000)
const planted = [
  {
    label: '20,000: +50 % over the 12 months of 2025',
    births: 20_000,
    anomaly: MID,
    from: '2025-01',
    to: '2025-12',
    factor: 1.5,
    months: 12,
    lead: true,
    perMonth: monthly20k,
  },
  {
    label: '20,000: x2 over 3 months (2025-10/12)',
    births: 20_000,
    anomaly: MID,
    from: '2025-10',
    to: '2025-12',
    factor: 2,
    months: 3,
    lead: false,
    perMonth: monthly20k,
  },
  {
    label: '20,000: x3 in one month (2025-12)',
    births: 20_000,
    anomaly: MID,
    from: '2025-12',
    to: '2025-12',
    factor: 3,
    months: 1,
    lead: false,
    perMonth: monthly20k,
  },
  {
    label: '300,000: x2 over 4 months (2025-09/12)',
    births: 300_000,
    anomaly: LARGE,
    from: '2025-09',
    to: '2025-12',
    factor: 2,
    months: 4,
    lead: false,
    perMonth: monthly300k,
  },
]

const simulations = [
  ...nulls.flatMap((scenario) => scenario.simulations),
  ...planted.flatMap((plant, p) =>
    Array.from({ length: PLANTED_RUNS }, (_, run): Simulation => ({
      registries: [plant.births],
      cv: 0,
      seed: 7_000_000 + 100_000 * p + run,
      rates: { [plant.anomaly.malformation]: plant.anomaly.per10000 },
      plant: {
        malformation: plant.anomaly.malformation,
        from: plant.from,
        to: plant.to,
        factor: plant.factor,
      },
    })),
  ),
]
console.log(
  `${simulations.length} simulated reports (${RUNS} per null scenario, ${PLANTED_RUNS} per planted excess), 2025-S2, ${process.env.BENCH_WORKERS ?? 2} workers`,
)
let lastPrinted = 0
const outcomes = await runReports(simulations, undefined, (done) => {
  if (done - lastPrinted >= 250) {
    lastPrinted = done
    console.log(`  … ${done} reports, ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
})

const failures: string[] = []
console.log(
  `\nNull scenarios (targets: ≤ ${percent(TARGET_SHARE)} of reports with any item, ≤ ${TARGET_ITEMS} items a report):`,
)
let offset = 0
for (const { label, simulations: runs } of nulls) {
  const mine = outcomes.slice(offset, offset + runs.length)
  offset += runs.length
  const withAny = mine.filter((o) => o.items.length > 0).length
  const [low, high] = wilson(withAny, mine.length)
  const [mean, meanLow, meanHigh] = meanInterval(mine.map((o) => o.items.length))
  const kinds = new Map<string, number>()
  for (const o of mine)
    for (const item of o.items) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1)
  const share = withAny / mine.length
  const ok = share <= TARGET_SHARE && mean <= TARGET_ITEMS
  if (!ok)
    failures.push(`${label}: ${percent(share)} of reports, ${mean.toFixed(3)} items a report`)
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label.padEnd(48)} ${percent(share).padStart(7)} with any (95 % ${percent(low)}–${percent(high)})   ${mean.toFixed(3)} items/report (${meanLow.toFixed(3)}–${meanHigh.toFixed(3)})   n = ${mine.length}   ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`,
  )
}

console.log(
  '\nPlanted excesses (Poisson background; found: the anomaly has an item in the report):',
)
for (const plant of planted) {
  const mine = outcomes.slice(offset, offset + PLANTED_RUNS)
  offset += PLANTED_RUNS
  const found = mine.filter((o) =>
    o.items.some((item) => item.malformation === plant.anomaly.malformation),
  ).length
  const [low, high] = wilson(found, mine.length)
  const tests = Math.round(mine.reduce((s, o) => s + o.tests, 0) / mine.length)
  const level = rankOneLevel(DEFAULT_FDR, tests, ANOMALIES.length, plant.lead)
  const ceiling = powerCeiling(plant.perMonth * plant.months, plant.factor, level)
  console.log(
    `${plant.label.padEnd(44)} found in ${percent(found / mine.length).padStart(7)} (95 % ${percent(low)}–${percent(high)})   ceiling ${percent(ceiling).padStart(7)} (${(plant.perMonth * plant.months).toFixed(1)} expected, level ${level.toPrecision(2)}, ${tests} tests)`,
  )
}

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
let featuresFound = 0
for (const cluster of demo.clusters) {
  const found = stored.filter(
    (s) => s.registry === cluster.registry && s.malformation === cluster.malformation,
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
  `Demo network: ${featuresFound} of ${demo.clusters.length} planted features found, ${stored.length} signals stored from ${tests.length} tests.`,
)
if (featuresFound < demo.clusters.length) failures.push('a planted demo feature is not found')

console.log(`\nRun time ${((Date.now() - started) / 1000).toFixed(0)} s.`)
if (failures.length === 0) console.log('Every target holds.')
else {
  console.log(`Targets missed:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
}
