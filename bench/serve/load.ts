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

/**
 * Seconds of load before each measured run, its figures dropped: the server's code warms up.
 * The site's server reaches its steady rate on a route only after about 5 s of load (V8
 * optimising its code), so a shorter warm-up would count that climb as latency.
 */
export const warmUpSeconds = 5

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

const cell = (load: Load) => `${load.rps.toFixed(0).padStart(6)} ${`${load.p99}`.padStart(5)}`
const ratio = (load: Load, nginx: Load) =>
  `${((100 * load.rps) / nginx.rps).toFixed(0)}%`.padStart(6)

/**
 * One line of the table: nginx serving the page's bytes as a file, then each way of serving
 * the page with its share of nginx's requests per second. Errors (non-2xx, timeouts) follow.
 */
export function row(label: string, nginx: Load, ways: (Load | null)[]): string {
  const cells = ways.map((way) => (way ? `${cell(way)} ${ratio(way, nginx)}` : ' '.repeat(19)))
  const errors = [nginx, ...ways].reduce((sum, way) => sum + (way?.errors ?? 0), 0)
  return `${label.padEnd(30)} ${cell(nginx)}   ${cells.join('   ')}${errors ? `  errors: ${errors}` : ''}`
}

/** The table's header for the ways of serving named. */
export const header = (ways: string[]) =>
  `${'page'.padEnd(30)} ${'nginx file'.padStart(12)}   ${ways.map((way) => way.padStart(19)).join('   ')}\n` +
  `${''.padEnd(30)} ${'req/s   p99'.padStart(12)}   ${ways.map(() => 'req/s   p99  ratio'.padStart(19)).join('   ')}`
