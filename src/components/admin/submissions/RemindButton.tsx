'use client'

import { useState } from 'react'
import { Button, useTranslation } from '@payloadcms/ui'
import { officeApi } from './officeApi'
import { submissionsTranslator } from './submissionsText'

/** Emails a reminder to every registry that has not submitted the given semester. */
export function RemindButton({
  year,
  semester,
  missing,
}: {
  year: number
  semester: number
  missing: number
}) {
  const { i18n } = useTranslation()
  const { t, locale } = submissionsTranslator(i18n.language)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const period = t('period.semesterShort', { year: String(year), semester: String(semester) })

  const remind = async () => {
    setBusy(true)
    setMessage(null)
    const result = await officeApi(locale).remind(year, semester)
    setBusy(false)
    if (result.ok) {
      // The API names the registries it reminded (those with nothing submitted or accepted).
      const body = result.body as { registries?: unknown[] } | null
      const count = Array.isArray(body?.registries) ? body.registries.length : 0
      setMessage({ text: t('admin.reminded', { count }), error: false })
    } else {
      setMessage({
        text: result.errors.map((error) => error.message).join(' ') || t('admin.generic'),
        error: true,
      })
    }
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', flexWrap: 'wrap' }}>
      <p style={{ margin: 0 }}>{t('admin.remindIntro', { count: missing, period })}</p>
      <Button
        type="button"
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || missing === 0}
        onClick={() => void remind()}
      >
        {t('admin.remind')}
      </Button>
      <div aria-live="polite">
        {message && (
          <p
            role={message.error ? 'alert' : 'status'}
            style={{ margin: 0, color: message.error ? 'var(--theme-error-750)' : undefined }}
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  )
}
