'use client'

import { useTranslations } from 'next-intl'
import type { LiveWarning } from './submissionsApi'

export const explanationId = (key: string) => `warning-${key.replace(/[^\w-]/g, '-')}`

/**
 * The plausibility warnings the office will see, while the member types: each one with a place
 * to explain it or confirm the number, sent with the submission and shown in the review.
 */
export function LiveWarnings({
  warnings,
  explanations,
  onExplain,
  missing,
  locked,
}: {
  warnings: LiveWarning[]
  explanations: Record<string, string>
  onExplain: (key: string, text: string) => void
  /** Keys of the warnings a submit found unexplained. */
  missing: string[]
  locked: boolean
}) {
  const t = useTranslations('submissions')
  return (
    <section
      aria-labelledby="live-warnings-title"
      aria-live="polite"
      data-testid="live-warnings"
      className={
        warnings.length ? 'rounded-md border-2 border-amber-600 bg-amber-50 p-3' : 'sr-only'
      }
    >
      <h3 id="live-warnings-title" className="font-semibold">
        {t('grid.warningsTitle', { count: warnings.length })}
      </h3>
      {warnings.length > 0 && <p className="text-sm text-slate-800">{t('grid.warningsIntro')}</p>}
      <ul className="mt-2 space-y-3">
        {warnings.map((warning) => {
          const id = explanationId(warning.key)
          const unexplained = missing.includes(warning.key)
          return (
            <li key={warning.key}>
              <p id={`${id}-text`}>{warning.message}</p>
              <label htmlFor={id} className="mt-1 block text-sm font-medium">
                {t('grid.explanation')}
              </label>
              <textarea
                id={id}
                rows={2}
                maxLength={2000}
                readOnly={locked}
                value={explanations[warning.key] ?? ''}
                aria-describedby={`${id}-text`}
                aria-invalid={unexplained ? true : undefined}
                onChange={(event) => onExplain(warning.key, event.target.value)}
                className={`w-full max-w-3xl rounded border px-2 py-1 ${unexplained ? 'border-2 border-red-700' : 'border-slate-400'}`}
              />
            </li>
          )
        })}
      </ul>
    </section>
  )
}
