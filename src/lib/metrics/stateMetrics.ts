import type { Payload } from 'payload'
import { Gauge, register } from 'prom-client'
import { jobState } from '@/lib/jobs/jobsCollection'

const gauge = <T extends string>(name: string, help: string, labelNames: T[]) =>
  (register.getSingleMetric(name) as Gauge<T> | undefined) ?? new Gauge({ name, help, labelNames })

type Pool = { totalCount: number; idleCount: number; waitingCount: number }
const poolOf = (payload: Payload): Pool | undefined =>
  (payload.db as unknown as { pool?: Pool }).pool

/**
 * What the database says at the time of a scrape, the same whichever instance answers: jobs of
 * the queue by task and state (every process's jobs, workers' included), and this instance's
 * PostgreSQL connection pool.
 */
export async function readStateMetrics(payload: Payload): Promise<void> {
  const jobs = gauge('relamc_jobs', 'Jobs in payload-jobs by task and state', ['task', 'state'])
  const { docs } = await payload.db.find({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    limit: 0,
    pagination: false,
    select: { taskSlug: true, processing: true, hasError: true, totalTried: true },
    req: {},
  })
  jobs.reset()
  for (const job of docs as Array<Parameters<typeof jobState>[0] & { taskSlug?: string | null }>)
    jobs.inc({ task: job.taskSlug ?? 'workflow', state: jobState(job) })

  const pool = poolOf(payload)
  if (pool) {
    const connections = gauge(
      'relamc_db_pool_connections',
      'PostgreSQL connections of this instance by state (idle, busy, waiting clients)',
      ['state'],
    )
    connections.set({ state: 'idle' }, pool.idleCount)
    connections.set({ state: 'busy' }, pool.totalCount - pool.idleCount)
    connections.set({ state: 'waiting' }, pool.waitingCount)
  }
}
