'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { errorMessage, languageHeader } from './signalsApi'

/** The registry's notes on one signal, saved on the server (members of the registry and the office). */
export function RegistryNotesForm({ signal, notes }: { signal: number; notes: string | null }) {
  const t = useTranslations('signals')
  const locale = useLocale()
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  })
  const id = `registry-notes-${signal}`

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const registryNotes = String(new FormData(event.currentTarget).get('registryNotes') ?? '')
    setState({ kind: 'saving' })
    const response = await fetch(`/api/monitoring-signals/${signal}?depth=0`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...languageHeader(locale) },
      body: JSON.stringify({ registryNotes }),
    })
    setState(
      response.ok
        ? { kind: 'saved' }
        : {
            kind: 'error',
            message: t('errors.saveFailed', { message: await errorMessage(response) }),
          },
    )
  }

  return (
    <form onSubmit={save} className="space-y-2" data-testid="registry-notes-form">
      <label htmlFor={id} className="block font-semibold">
        {t('detail.registryNotes')}
      </label>
      <textarea
        id={id}
        name="registryNotes"
        defaultValue={notes ?? ''}
        maxLength={4000}
        rows={4}
        className="w-full rounded border border-slate-400 p-2"
      />
      <div className="flex items-center gap-4">
        <button type="submit" className="btn-primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('detail.saving') : t('detail.save')}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={state.kind === 'error' ? 'text-red-800' : 'text-slate-700'}
        >
          {state.kind === 'saved' ? t('detail.saved') : state.kind === 'error' ? state.message : ''}
        </p>
      </div>
    </form>
  )
}
