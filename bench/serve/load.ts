import autocannon from 'autocannon'

export type Target = {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}
export type Load = { rps: number; p50: number; p99: number; errors: number }

export const connections = 50
export const seconds = Number(process.env.BENCH_SECONDS || 10)

/** Seconds of load before each measured run, its figures dropped: the server's code warms up. */
export const warmUpSeconds = 2

/**
 * autocannon at `connections` for `seconds`, after `warmUpSeconds` of the same load so the
 * figures are the steady state's; non-2xx answers count as errors.
 */
export async function load(target: Target): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
      connections,
      duration,
    })
  await run(warmUpSeconds)
  const result = await run(seconds)
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

const cell = (load: Load) =>
  `${load.rps.toFixed(0).padStart(6)} ${`${load.p50}`.padStart(5)} ${`${load.p99}`.padStart(5)}`

/** One line of the side-by-side table. */
export function row(label: string, next: Load, nginx: Load): string {
  const ratio = `${((100 * next.rps) / nginx.rps).toFixed(0)}%`
  const errors = next.errors + nginx.errors ? `  errors: ${next.errors} / ${nginx.errors}` : ''
  return `${label.padEnd(34)} ${cell(next)}   ${cell(nginx)}   ${ratio.padStart(5)}${errors}`
}

export const header = `${'page'.padEnd(34)} ${'Next.js: req/s  p50   p99'}   ${'nginx: req/s  p50   p99'}   ratio`
