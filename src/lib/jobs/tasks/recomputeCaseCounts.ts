import { recomputeCaseCounts } from '@/lib/surveillance/data/recomputeCaseCounts'
import { defineTask } from '../defineTask'

/**
 * The accepted case-record semesters' monthly counts derived again after the office changed an
 * anomaly definition or a classification list (queueCaseRecompute.ts queues it), then the
 * affected registries' monitoring queued again. One at a time:
 * two runs side by side would rewrite the same semesters.
 */
export const recomputeCaseCountsTask = defineTask<{
  input: { from: string | null; user: number | string | null; reason: string }
  output: { semesters: number; monitoring: number }
}>({
  slug: 'recomputeCaseCounts',
  label: 'Case-record counts recomputed after a definition change',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  concurrency: { key: () => 'recomputeCaseCounts', exclusive: true },
  run: ({ input, req }) => recomputeCaseCounts(req.payload, input),
})
