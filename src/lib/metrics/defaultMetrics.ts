import { collectDefaultMetrics, register } from 'prom-client'

/** Node's own metrics (memory, event loop lag, CPU), once per process whatever loads this. */
export function startDefaultMetrics(): void {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics()
}
