// A semiannual report runs five analyses for each of a registry's 18
// anomalies (the scan with 999 replications is the slow one): one registry's
// report must take under 2 s, and the network's pools every registry.
// Database reads are not included: the report is computed from accepted rows.
import { semiannualReport } from '../src/lib/surveillance/monitoring/semiannualReport'
import { demoMonthRows } from './demoMonthRows'
import { measure } from './measure'

const registries = [
  300_000, 2_700_000, 45_000, 58_000, 24_000, 80_000, 24_000, 11_000, 18_000, 4_500, 150_000,
  90_000,
]
const rows = demoMonthRows(registries.map((annualBirths, i) => ({ code: `R${i}`, annualBirths })))
const oneRegistry = rows.filter((row) => row.registry === 'R3')
const semester = { year: 2025, half: 2 } as const

const median = await measure(
  'semiannualReport one registry, 18 anomalies',
  () => semiannualReport(oneRegistry, semester),
  20,
)
await measure(
  'semiannualReport whole network (12 pooled)',
  () => semiannualReport(rows, semester),
  10,
)
if (median >= 2000) throw new Error(`one registry's report took ${median} ms (target < 2 s)`)
