'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { documentMimeTypes } from '@/lib/mimeTypes'
import { errorMessage, languageHeader } from './signalsApi'

/** Attaches a document to a signal's follow-up (signal-attachments), then shows it in the list. */
export function AttachmentForm({ signal }: { signal: number }) {
  const t = useTranslations('signals')
  const locale = useLocale()
  const router = useRouter()
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  })

  async function attach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    const file = fields.get('file')
    if (!(file instanceof File) || file.size === 0) return
    const body = new FormData()
    body.set('file', file)
    body.set('_payload', JSON.stringify({ signal, description: fields.get('description') || null }))
    setState({ kind: 'sending' })
    const response = await fetch('/api/signal-attachments', {
      method: 'POST',
      credentials: 'same-origin',
      headers: languageHeader(locale),
      body,
    })
    if (!response.ok) {
      setState({
        kind: 'error',
        message: t('errors.uploadFailed', { message: await errorMessage(response) }),
      })
      return
    }
    form.reset()
    setState({ kind: 'done' })
    router.refresh()
  }

  return (
    <form
      onSubmit={attach}
      className="flex flex-wrap items-end gap-3"
      data-testid="attachment-form"
    >
      <label className="flex flex-col">
        <span>{t('detail.attachFile')}</span>
        <input type="file" name="file" required accept={documentMimeTypes.join(',')} />
      </label>
      <label className="flex flex-col">
        <span>{t('detail.attachDescription')}</span>
        <input
          type="text"
          name="description"
          maxLength={300}
          className="rounded border border-slate-400 p-1"
        />
      </label>
      <button type="submit" className="btn-primary" disabled={state.kind === 'sending'}>
        {t('detail.attach')}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={state.kind === 'error' ? 'text-red-800' : 'text-slate-700'}
      >
        {state.kind === 'done' ? t('detail.attached') : state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  )
}
