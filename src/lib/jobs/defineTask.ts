import type { TaskConfig, TaskHandlerArgs } from 'payload'
import { recordJob } from '@/lib/metrics/jobMetrics'
import { withLease } from './lease'

type Io = { input: object; output: object }

/**
 * A Payload task whose run keeps its job's lease (see lease.ts) and is counted and timed by task
 * in the metrics. The handler throws to fail: Payload logs the error on the job and retries it
 * as `retries` says, after which the job shows as failed in the admin panel.
 */
export function defineTask<T extends Io>(
  config: Omit<TaskConfig<T>, 'handler'> & {
    run: (args: TaskHandlerArgs<T>) => Promise<T['output']>
  },
): TaskConfig<T> {
  const { run, ...rest } = config
  return {
    ...rest,
    handler: async (args) => {
      const started = performance.now()
      const seconds = () => (performance.now() - started) / 1000
      try {
        const output = await withLease(args.req.payload, args.job.id, () => run(args))
        recordJob(String(config.slug), 'succeeded', seconds())
        return { output }
      } catch (error) {
        recordJob(String(config.slug), 'failed', seconds())
        throw error
      }
    },
  } as TaskConfig<T>
}
