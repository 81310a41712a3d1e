'use client'

import { useState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/** The surveillance error shape: a cell has line and column, the whole file a field. */
type Problem = { line?: number; column?: string; field?: string; message: string }
type Outcome =
  { kind: 'success'; message: string } | { kind: 'failure'; problems: Problem[]; message?: string }

/**
 * Above the baseline-rates list: import a CSV/XLSX file (all rows or none)
 * and export links. The server validates and translates every problem.
 */
export function BaselineImport() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const t = surveillanceTranslator(i18n.language)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const api = `${config.serverURL ?? ''}${config.routes.api}/baseline-rates`

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`${api}/import`, {
        method: 'POST',
        body: new FormData(event.currentTarget),
        credentials: 'include',
      })
      const body = (await response.json()) as { ok?: boolean; message?: string; errors?: Problem[] }
      if (response.ok && body.ok) {
        setOutcome({ kind: 'success', message: body.message ?? '' })
        // Re-render the list below with the imported rates; the message stays on screen.
        router.refresh()
      } else {
        setOutcome({ kind: 'failure', problems: body.errors ?? [], message: body.message })
      }
    } catch {
      setOutcome({ kind: 'failure', problems: [], message: t('issues.generic') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="baseline-import-title"
      style={{
        marginBottom: 'var(--base)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <h3 id="baseline-import-title">{t('admin.importTitle')}</h3>
      <p style={{ maxWidth: '70ch' }}>{t('admin.importIntro')}</p>
      <form
        onSubmit={submit}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'calc(var(--base) / 2)',
          alignItems: 'center',
        }}
      >
        <label htmlFor="baseline-import-file">{t('admin.file')}</label>
        <input
          id="baseline-import-file"
          name="file"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        />
        <Button type="submit" buttonStyle="primary" size="small" disabled={busy} margin={false}>
          {busy ? t('admin.busy') : t('admin.submit')}
        </Button>
        <a href={`${api}/export`} download>
          {t('admin.export')}
        </a>
      </form>

      <div aria-live="polite">
        {outcome?.kind === 'success' && <p role="status">{outcome.message}</p>}
        {outcome?.kind === 'failure' && (
          <div role="alert">
            <p>
              <strong>{t('admin.failed')}</strong>
            </p>
            {outcome.message && outcome.problems.length === 0 && <p>{outcome.message}</p>}
            {outcome.problems.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.line')}</th>
                    <th scope="col">{t('admin.column')}</th>
                    <th scope="col">{t('admin.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.problems.map((problem, index) => (
                    <tr key={`${problem.line}-${problem.column}-${index}`}>
                      <td>{problem.line ?? '—'}</td>
                      <td>{problem.column ?? problem.field}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
