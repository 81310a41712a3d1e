'use client'

import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

type Outcome = { kind: 'success'; number: number } | { kind: 'failure'; message: string }

/**
 * Above the releases list: publishes the public figures as they stand
 * (POST /api/surveillance/releases); the server decides what is withheld.
 */
export function PublishReleaseButton() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const t = surveillanceTranslator(i18n.language)
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const api = `${config.serverURL ?? ''}${config.routes.api}/surveillance/releases`

  const publish = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`${api}?locale=${i18n.language}`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json()) as { number?: number; message?: string }
      if (response.ok && body.number !== undefined) {
        setOutcome({ kind: 'success', number: body.number })
        router.refresh()
      } else setOutcome({ kind: 'failure', message: body.message ?? t('issues.generic') })
    } catch {
      setOutcome({ kind: 'failure', message: t('issues.generic') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="release-publish-title"
      style={{
        marginBottom: 'var(--base)',
        padding: 'var(--base)',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <h3 id="release-publish-title">{t('admin.releaseTitle')}</h3>
      <p style={{ maxWidth: '70ch' }}>{t('admin.releaseIntro')}</p>
      <Button buttonStyle="primary" size="small" disabled={busy} margin={false} onClick={publish}>
        {busy ? t('admin.releaseBusy') : t('admin.releasePublish')}
      </Button>
      <div aria-live="polite">
        {outcome?.kind === 'success' && (
          <p role="status">{t('admin.releaseDone', { number: outcome.number })}</p>
        )}
        {outcome?.kind === 'failure' && <p role="alert">{outcome.message}</p>}
      </div>
    </section>
  )
}
