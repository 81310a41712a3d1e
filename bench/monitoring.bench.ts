// The monitoring statistics must stay fast enough to run for every anomaly of
// every registry when a submission is accepted: the scan of a 120-month series
// with 9,999 replications well under 1 s, the rest in microseconds.
import {
  endemicChannel,
  poissonTrend,
  prevalence,
  temporalScan,
  createSeededRandom,
  samplePoisson,
} from '../src/lib/stats'
import { generateDemoCounts } from '../src/seed/surveillanceData/demoCounts'
import { demoMalformations } from '../src/seed/surveillanceData/malformations'
import { measure } from './measure'

// A mid-size registry: about 4,000 births a month, 15.5 heart defects per
// 10,000 births (≈ 6 cases a month), and a month series with and without a
// 3-month threefold excess. The excess is the slow case: no replication
// reaches its LLR, so every window of every replication is examined.
const random = createSeededRandom(2025)
const births = Array.from({ length: 120 }, (_, month) => 4000 + Math.round(300 * Math.sin(month)))
const withCluster = births.map((b, month) =>
  samplePoisson(random, b * 0.00155 * (month >= 100 && month < 103 ? 3 : 1)),
)
const withoutCluster = births.map((b) => samplePoisson(random, b * 0.00155))
const largeRegistry = births.map((b) => samplePoisson(random, b * 56 * 0.00155))

await measure(
  'temporalScan 120 months × 9,999 reps, 3-month excess',
  () => temporalScan({ cases: withCluster, births, replications: 9_999, seed: 1 }),
  15,
)
await measure(
  'temporalScan 120 months × 9,999 reps, no cluster',
  () => temporalScan({ cases: withoutCluster, births, replications: 9_999, seed: 1 }),
  15,
)
await measure(
  'temporalScan 120 months × 9,999 reps, ~40,000 cases',
  () =>
    temporalScan({
      cases: largeRegistry,
      births: births.map((b) => b * 56),
      replications: 9_999,
      seed: 1,
    }),
  15,
)
await measure(
  'temporalScan 24 months × 999 reps (one report row)',
  () => temporalScan({ cases: withCluster.slice(-24), births: births.slice(-24), seed: 1 }),
  200,
)

const years = births.slice(0, 10).map((b) => b * 12)
const yearCases = years.map((b, year) => samplePoisson(random, b * 0.0005 * 1.08 ** year))
await measure(
  'poissonTrend 10 years',
  () => poissonTrend({ cases: yearCases, births: years, times: years.map((_, i) => 2016 + i) }),
  2000,
)

const history = Array.from({ length: 7 }, () =>
  Array.from({ length: 12 }, () => samplePoisson(random, 6)),
)
await measure(
  'endemicChannel 7 years × 12 months, geometric mean',
  () => endemicChannel(history),
  2000,
)
await measure(
  'endemicChannel 7 years × 12 months, quartiles',
  () => endemicChannel(history, { method: 'quartiles' }),
  2000,
)
await measure(
  'prevalence(37 cases, 120,000 births)',
  () => prevalence({ cases: 37, births: 120_000 }),
  2000,
)

const registries = [
  300_000, 2_700_000, 45_000, 58_000, 24_000, 80_000, 24_000, 11_000, 18_000, 4_500, 150_000,
  90_000,
]
await measure(
  'generateDemoCounts 12 registries × 18 anomalies × 144 months',
  () =>
    generateDemoCounts({
      registries: registries.map((annualBirths, i) => ({ code: `R${i}`, annualBirths })),
      malformations: demoMalformations.map(({ number, per10000 }) => ({ number, per10000 })),
      fromYear: 2014,
      toYear: 2025,
      seed: 1,
    }),
  20,
)
