'use client'

import type { BatchState } from '@/lib/surveillance/batch/batchView'
import { BatchResults } from './BatchResults'

/** What a semester of tests gave: the reasons it could not run, or its results; announced politely. */
export function BatchOutcome({
  state,
  problemsTitle,
}: {
  state: BatchState
  problemsTitle: string
}) {
  return (
    <div aria-live="polite">
      {state.status === 'error' && (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4">
          <p className="font-semibold text-red-800">{problemsTitle}</p>
          <ul className="mt-2 list-disc pl-6 text-red-800">
            {state.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'done' && <BatchResults state={state} />}
    </div>
  )
}
