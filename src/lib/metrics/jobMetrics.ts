import { Counter, Histogram, register } from 'prom-client'

/**
 * Jobs run by this process, by task and outcome, and how long they took. prom-client is loaded
 * from node_modules by every bundle (serverExternalPackages in next.config.ts), so these land in
 * the one default registry that GET /api/metrics reads; a metric is looked up before it is made,
 * since more than one bundle may run this file.
 */
const counter = () =>
  (register.getSingleMetric('relamc_jobs_total') as Counter<'task' | 'outcome'> | undefined) ??
  new Counter({
    name: 'relamc_jobs_total',
    help: 'Background job tasks run by this process, by task and outcome',
    labelNames: ['task', 'outcome'],
  })

const histogram = () =>
  (register.getSingleMetric('relamc_job_duration_seconds') as
    Histogram<'task' | 'outcome'> | undefined) ??
  new Histogram({
    name: 'relamc_job_duration_seconds',
    help: 'Duration of background job tasks run by this process, by task and outcome',
    labelNames: ['task', 'outcome'],
    buckets: [0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600],
  })

export function recordJob(task: string, outcome: 'succeeded' | 'failed', seconds: number) {
  counter().inc({ task, outcome })
  histogram().observe({ task, outcome }, seconds)
}
