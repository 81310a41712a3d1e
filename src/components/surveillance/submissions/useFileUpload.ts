'use client'

import { useRef, useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { uploadFileProblem } from '@/lib/surveillance/submissions/uploadLimits'
import type { ServerError } from './gridModel'
import { failureMessageKey, readSaveResult, withLocale } from './submissionsApi'

export type UploadOutcome<Saved> =
  | ({ kind: 'saved'; resubmission: boolean } & Saved)
  | { kind: 'errors'; errors: ServerError[] }
  | { kind: 'failed'; message: string }

/**
 * Sends an upload form to a submissions endpoint. A file of the wrong kind or over `maxMb` is
 * refused here, before anything is sent; the server's answer becomes the outcome the form shows,
 * and the status region (`statusRef`) takes the focus so a screen reader reads it.
 */
export function useFileUpload<Saved extends object>({
  api,
  maxMb,
  prepare,
  saved,
}: {
  api: string
  maxMb: number
  /** Adds what the form sends beside its own fields. */
  prepare?: (form: FormData) => void
  /** What the form shows of a stored submission beyond "saved". */
  saved: (submission: unknown) => Saved
}) {
  const t = useTranslations('submissions')
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<UploadOutcome<Saved> | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    const problem = file instanceof File ? uploadFileProblem(file, maxMb * 1024 * 1024) : null
    if (problem) {
      setOutcome({
        kind: 'failed',
        message: t(problem === 'uploadTooLarge' ? 'upload.tooLarge' : 'upload.wrongFormat', {
          max: maxMb,
        }),
      })
      statusRef.current?.focus()
      return
    }
    prepare?.(form)
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(withLocale(api, locale), {
        method: 'POST',
        credentials: 'include',
        body: form,
      })
      const result = await readSaveResult(response)
      if (result.kind === 'saved') {
        setOutcome({
          kind: 'saved',
          resubmission: result.resubmission,
          ...saved(result.submission),
        })
        router.refresh()
      } else if (result.kind === 'errors') setOutcome({ kind: 'errors', errors: result.errors })
      else setOutcome({ kind: 'failed', message: t(failureMessageKey(result.kind)) })
    } catch {
      setOutcome({ kind: 'failed', message: t('grid.generic') })
    }
    setBusy(false)
    statusRef.current?.focus()
  }

  return { busy, outcome, statusRef, submit }
}
