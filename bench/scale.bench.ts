// `npm run bench scale`: networks of 1×, 4× and 16× the demo's size (case cells: registries ×
// months × anomalies), each generated on a fresh database and measured in a process of its own
// (bench/scale/measureNetwork.ts): the tables page's default view computed uncached, the
// prevalence API for every registry by year, the members' query by month and their monthly
// counts of every anomaly, one registry's monitoring run and the whole network's. Median time,
// median CPU time of the process (with SQLite the database's work too; on a busy machine the
// steadier measure of growth), peak RSS and heap, with ratios to 1×. SQLite, and PostgreSQL too
// when BENCH_DATABASE_URL is set (wiped first):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench scale
// SCALE_FACTORS=1,4 runs fewer sizes.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cellsFactor, DEMO_SIZE, type NetworkSize } from './scale/network'

/** More registries and years, and 60 anomalies beyond the demo's size. */
const sizes: Record<string, NetworkSize> = {
  '1': DEMO_SIZE,
  '4': { registries: 13, years: 13, anomalies: 60 },
  '16': { registries: 24, years: 29, anomalies: 60 },
}
const factors = (process.env.SCALE_FACTORS ?? '1,4,16').split(',')
const databases = [null, process.env.BENCH_DATABASE_URL ?? null].filter(
  (url, index) => index === 0 || url,
)

interface Measured {
  ms: number
  cpuMs: number
  rssMB: number
  heapMB: number
  runs: number
}
interface Result {
  size: NetworkSize
  cases: number
  generateSeconds: number
  results: Record<string, Measured>
}

/** Runs one step (`generate` or an operation) in a process of its own; its RESULT line. */
function step<T>(name: string, size: NetworkSize, env: NodeJS.ProcessEnv): T {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--no-deprecation',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'scale/measureNetwork.ts'),
      name,
      JSON.stringify(size),
    ],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const line = child.stdout.split('\n').find((text) => text.startsWith('RESULT '))
  if (child.status !== 0 || !line)
    throw new Error(`${name} of ${JSON.stringify(size)} failed:\n${child.stdout.slice(-4000)}`)
  return JSON.parse(line.slice('RESULT '.length)) as T
}

/** A network generated on a fresh database, then each operation measured in a fresh process. */
function measureNetwork(size: NetworkSize, databaseUrl: string | null): Result {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-scale-'))
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, OUTBOX_DIR: `${dir}/outbox` }
  if (databaseUrl) env.BENCH_DATABASE_URL = databaseUrl
  else delete env.BENCH_DATABASE_URL
  try {
    const generated = step<{ cases: number; generateSeconds: number; operations: string[] }>(
      'generate',
      size,
      env,
    )
    const results: Record<string, Measured> = {}
    for (const operation of generated.operations)
      results[operation] = step<Measured>(operation, size, env)
    return { size, cases: generated.cases, generateSeconds: generated.generateSeconds, results }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const ratio = (value: number, base: number) => `${(value / base).toFixed(1)}×`.padStart(6)

for (const databaseUrl of databases) {
  const database = databaseUrl ? 'PostgreSQL' : 'SQLite'
  const results: Result[] = []
  for (const factor of factors) {
    const size = sizes[factor]
    if (!size) throw new Error(`no size for factor ${factor}`)
    const result = measureNetwork(size, databaseUrl)
    results.push(result)
    console.log(
      `${database} ${factor}×: ${size.registries} registries × ${size.years} years × ${size.anomalies} anomalies = ${result.cases.toLocaleString('en')} monthly case cells (${cellsFactor(size).toFixed(1)}× the demo), generated in ${result.generateSeconds.toFixed(1)} s`,
    )
  }
  const base = results[0]!
  console.log(
    `\n${'operation'.padEnd(40)} ${'size'.padStart(6)} ${'median'.padStart(10)} ${'ratio'.padStart(6)} ${'CPU'.padStart(10)} ${'ratio'.padStart(6)} ${'peak RSS'.padStart(9)} ${'peak heap'.padStart(9)} ${'ratio'.padStart(6)}`,
  )
  for (const operation of Object.keys(base.results)) {
    for (const result of results) {
      const measured = result.results[operation]!
      const first = base.results[operation]!
      console.log(
        [
          (result === base ? operation : '').padEnd(40),
          `${cellsFactor(result.size).toFixed(1)}×`.padStart(6),
          `${measured.ms.toFixed(0)} ms`.padStart(10),
          ratio(measured.ms, first.ms),
          `${measured.cpuMs.toFixed(0)} ms`.padStart(10),
          ratio(measured.cpuMs, first.cpuMs),
          `${measured.rssMB.toFixed(0)} MB`.padStart(9),
          `${measured.heapMB.toFixed(0)} MB`.padStart(9),
          ratio(measured.heapMB, first.heapMB),
        ].join(' '),
      )
    }
  }
  console.log(
    `(median of ${Object.values(base.results)
      .map((measured) => measured.runs)
      .join('/')} runs; ${database}; peak RSS of a process that only prepared and ran it)\n`,
  )
}
