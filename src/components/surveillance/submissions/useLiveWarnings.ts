'use client'

import { useEffect, useState, type Dispatch, type SetStateAction } from 'react'
import type { SubmissionBody } from './gridModel'
import { checkSubmission, type LiveWarning } from './submissionsApi'

/** How long typing pauses before the grid is checked: one request per pause, not per key. */
const PAUSE_MS = 600

/**
 * The plausibility warnings of the grid as it stands, from the server's one implementation of
 * the checks, asked again whenever the member pauses typing. A grid the validation refuses keeps
 * the last answer (saving names the problem). The setter lets a submit put its own fresh answer.
 */
export function useLiveWarnings(
  body: SubmissionBody,
  locale: string,
  enabled: boolean,
): [LiveWarning[], Dispatch<SetStateAction<LiveWarning[]>>] {
  const [warnings, setWarnings] = useState<LiveWarning[]>([])
  const text = JSON.stringify(body)
  useEffect(() => {
    if (!enabled) return
    const abort = new AbortController()
    const timer = setTimeout(() => {
      void checkSubmission(JSON.parse(text) as SubmissionBody, locale, abort.signal).then(
        (answer) => {
          if (answer && !abort.signal.aborted) setWarnings(answer)
        },
      )
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [text, locale, enabled])
  return [warnings, setWarnings]
}
