'use client'

/** What an office action on a submission answered: a confirmation, or the errors to fix. */
export type ActionOutcome =
  { kind: 'done'; message: string } | { kind: 'error'; messages: string[] }

/** The action's answer, read out by screen readers as it arrives. */
export function ActionOutcomeRegion({ outcome }: { outcome: ActionOutcome | null }) {
  return (
    <div aria-live="polite">
      {outcome?.kind === 'done' && <p role="status">{outcome.message}</p>}
      {outcome?.kind === 'error' && (
        <ul role="alert" style={{ color: 'var(--theme-error-750)', paddingLeft: '1.25rem' }}>
          {outcome.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
