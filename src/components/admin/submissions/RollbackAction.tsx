'use client'

import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { Button, useTranslation } from '@payloadcms/ui'
import { officeApi } from './officeApi'
import { submissionsTranslator } from './submissionsText'
import { ActionOutcomeRegion, type ActionOutcome } from './ActionOutcome'

/**
 * Takes back the acceptance of the version in use, putting the version accepted before it back
 * in use (POST …/:id/rollback). The reason is required: it goes to the audit log.
 */
export function RollbackAction({
  id,
  previousVersion,
}: {
  id: number | string
  /** The version that will be in use again. */
  previousVersion: number
}) {
  const { i18n } = useTranslation()
  const { t, locale } = submissionsTranslator(i18n.language)
  const router = useRouter()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const version = String(previousVersion)

  const rollback = async () => {
    if (!reason.trim()) {
      setOutcome({ kind: 'error', messages: [t('admin.rollbackReasonRequired')] })
      return
    }
    setBusy(true)
    setOutcome(null)
    const result = await officeApi(locale).rollback(id, reason.trim())
    setBusy(false)
    if (result.ok) {
      setOutcome({ kind: 'done', message: t('admin.rolledBack', { version }) })
      router.refresh()
    } else
      setOutcome({
        kind: 'error',
        messages: result.errors.length
          ? result.errors.map((error) => error.message)
          : [t('admin.generic')],
      })
  }

  return (
    <div
      data-testid="rollback"
      style={{ display: 'grid', gap: 'calc(var(--base) / 2)', maxWidth: '60ch' }}
    >
      <h3 style={{ margin: 0 }}>{t('admin.rollbackTitle')}</h3>
      <p id="rollback-hint" style={{ margin: 0 }}>
        {t('admin.rollbackHint', { version })}
      </p>
      <label htmlFor="rollback-reason" style={{ fontWeight: 600 }}>
        {t('admin.rollbackReason')}
      </label>
      <textarea
        id="rollback-reason"
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby="rollback-hint"
        style={{ width: '100%', padding: 'calc(var(--base) / 4)' }}
      />
      <div>
        <Button
          type="button"
          buttonStyle="secondary"
          disabled={busy}
          margin={false}
          onClick={() => void rollback()}
        >
          {t('admin.rollback', { version })}
        </Button>
      </div>
      <ActionOutcomeRegion outcome={outcome} />
    </div>
  )
}
