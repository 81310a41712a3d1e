// One network size on a fresh database, in a process of its own so its memory is its own:
//   node --expose-gc --import tsx bench/scale/measureNetwork.ts '{"registries":12,"years":12,"anomalies":18}'
// SQLite in a temp folder, or the PostgreSQL of BENCH_DATABASE_URL (wiped first). Prints one
// line `RESULT <json>`: the generation time and, per operation, median time and peak memory.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { NetworkSize } from './network'

const size = JSON.parse(process.argv[2] ?? '') as NetworkSize
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-scale-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
delete process.env.SMTP_URL
delete process.env.REDIS_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { getPayload } = await import('payload')
const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
const { default: config } = await import('@payload-config')
const { createNetwork, MEMBER } = await import('./network')
const { prevalencePageData } = await import('@/lib/surveillance/data/prevalencePage')
const { loadMalformations, loadRegistries } = await import('@/lib/surveillance/data/loadReference')
const { runRegistryMonitoring } = await import('@/lib/surveillance/data/runMonitoring')
const { runAllMonitoring } = await import('@/lib/surveillance/data/runAllMonitoring')
const { prevalenceGroupings, tableGroupings } =
  await import('@/lib/surveillance/tables/prevalenceQuery')

const payload = await getPayload({ config })
const postgres = Boolean(process.env.BENCH_DATABASE_URL)
if (postgres)
  await (
    payload.db as unknown as { dropDatabase: (a: { adapter: unknown }) => Promise<void> }
  ).dropDatabase({ adapter: payload.db })
const { migrations } = postgres
  ? await import('@/migrations/postgres')
  : await import('@/migrations/sqlite')
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations as unknown as Migrations })

const generateStart = performance.now()
const network = await createNetwork(payload, size)
const generateSeconds = (performance.now() - generateStart) / 1000

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')
const MB = 1024 * 1024

/** Median time of `runs` runs (after one warm-up when asked) and the peak RSS and heap seen during them. */
async function operation(runs: number, fn: () => Promise<unknown>, warmUp = true) {
  if (warmUp) await fn()
  gc!()
  let rss = process.memoryUsage.rss()
  let heap = process.memoryUsage().heapUsed
  const sample = () => {
    const memory = process.memoryUsage()
    rss = Math.max(rss, memory.rss)
    heap = Math.max(heap, memory.heapUsed)
  }
  const sampler = setInterval(sample, 5)
  const times: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const start = performance.now()
      await fn()
      times.push(performance.now() - start)
      sample()
    }
  } finally {
    clearInterval(sampler)
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(times.length / 2)]!, rssMB: rss / MB, heapMB: heap / MB, runs }
}

const api = async (pathAndQuery: string, token?: string) => {
  const url = new URL(`/api/${pathAndQuery}`, 'http://localhost:3000')
  const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await REST_GET(config)(new Request(url, { headers }), {
    params: Promise.resolve({ slug }),
  })
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`)
  return response.text()
}
const login = await REST_POST(config)(
  new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(MEMBER),
  }),
  { params: Promise.resolve({ slug: ['users', 'login'] }) },
)
const { token } = (await login.json()) as { token: string }

const codes = [...network.registryIds.keys()]
const anomalies = Array.from({ length: size.anomalies }, (_, index) => index + 1).join(',')
const every = `registry=network,${codes.join(',')}`

// What the page computes on a request the page cache does not answer: the pickers read afresh
// (the page keeps them in Next's data cache), then the default view for a visitor.
const member = (
  await payload.find({ collection: 'users', where: { email: { equals: MEMBER.email } } })
).docs[0]!
const tablesPage = async (
  groupings: readonly (typeof tableGroupings)[number][],
  search: Record<string, string> = {},
  user: typeof member | null = null,
) => {
  const pickers = {
    registries: await loadRegistries(payload, 'pt'),
    malformations: await loadMalformations(payload, 'pt', { activeOnly: true }),
  }
  const page = await prevalencePageData(payload, pickers, search, { user, groupings })
  if (!page.view) throw new Error(`no view: ${JSON.stringify(page.issues)}`)
  return page
}
const first = { id: network.registryIds.get('R01')!, networkCode: 'R01' }

const results = {
  'tables page, default view': await operation(7, () => tablesPage(prevalenceGroupings)),
  'prevalence API, every registry by year': await operation(7, () =>
    api(`surveillance/prevalence?malformation=1&${every}&groupBy=year`),
  ),
  'database query page, every month': await operation(7, () =>
    tablesPage(
      tableGroupings,
      { malformation: '1', registry: 'network', groupBy: 'month' },
      member,
    ),
  ),
  'monthly counts, every anomaly and month': await operation(3, () =>
    api(`surveillance/monthly-counts?malformation=${anomalies}&registry=network`, token),
  ),
  'monitoring run, one registry': await operation(3, () => runRegistryMonitoring(payload, first)),
  'monitoring run, whole network': await operation(
    1,
    async () => {
      const summary = await runAllMonitoring(payload)
      if (summary.failed.length > 0) throw new Error(`failed: ${summary.failed.join(', ')}`)
    },
    false,
  ),
}
console.log(
  `RESULT ${JSON.stringify({ size, cases: network.cases, generateSeconds, results, database: postgres ? 'PostgreSQL' : 'SQLite' })}`,
)
await payload.destroy()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
