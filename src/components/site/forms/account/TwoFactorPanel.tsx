'use client'

import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { FormMessage, TextField } from '../Field'

type ErrorBody = { errors?: { message?: string }[] } | null
type Enrolment = { secret: string; qr: string; enrolment: string }
type Message = { tone: 'error' | 'success'; text: string }

/**
 * The account's second factor: turned on by scanning a QR code (or typing its secret) and
 * confirming with a first code, which shows the recovery codes once; turned off, or given new
 * recovery codes, with a current code.
 */
export function TwoFactorPanel({ enabled: initiallyEnabled }: { enabled: boolean }) {
  const t = useTranslations('account.twoFactor')
  const common = useTranslations('common')
  const locale = useLocale()
  const [enabled, setEnabled] = useState(initiallyEnabled)
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState<Message | null>(null)
  const [pending, setPending] = useState(false)

  const post = async (path: string, body: unknown = {}) => {
    setPending(true)
    const response = await fetch(`/api/users/two-factor/${path}?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    setPending(false)
    const json = (await response?.json().catch(() => null)) as Record<string, unknown> | null
    if (response?.ok) return json
    const text = (json as ErrorBody)?.errors?.[0]?.message ?? common('genericError')
    setMessage({ tone: 'error', text })
    return null
  }

  const start = async () => {
    setMessage(null)
    const answer = await post('start')
    if (answer) setEnrolment(answer as Enrolment)
  }

  const codeOf = (event: FormEvent<HTMLFormElement>, field = 'code') =>
    String(new FormData(event.currentTarget).get(field) ?? '').trim()

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const answer = await post('confirm', { enrolment: enrolment?.enrolment, code: codeOf(event) })
    if (!answer) return
    setEnabled(true)
    setEnrolment(null)
    setRecoveryCodes(answer.recoveryCodes as string[])
    setMessage({ tone: 'success', text: t('enabled') })
  }

  const fieldOf = { disable: 'disableCode', 'recovery-codes': 'renewCode' } as const

  const act = (path: 'disable' | 'recovery-codes') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const answer = await post(path, { code: codeOf(event, fieldOf[path]) })
    if (!answer) return
    form.reset()
    if (path === 'disable') {
      setEnabled(false)
      setRecoveryCodes(null)
      setMessage({ tone: 'success', text: t('disabled') })
    } else {
      setRecoveryCodes(answer.recoveryCodes as string[])
      setMessage(null)
    }
  }

  return (
    <div className="max-w-xl space-y-5" data-testid="two-factor-panel">
      <p className="text-slate-700">{enabled ? t('on') : t('off')}</p>

      {recoveryCodes && (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-slate-900">{t('recoveryHeading')}</h3>
          <p className="text-sm text-slate-800">{t('recoveryIntro')}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono" data-testid="recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      )}

      {!enabled && !enrolment && (
        <button type="button" className="btn-primary" disabled={pending} onClick={start}>
          {t('start')}
        </button>
      )}

      {!enabled && enrolment && (
        <form onSubmit={confirm} className="space-y-4" data-testid="two-factor-enrol">
          <p className="text-slate-700">{t('scan')}</p>
          {/* A data URL drawn on the server: nothing is fetched from elsewhere. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={enrolment.qr} alt={t('qrAlt')} width={200} height={200} />
          <p className="text-sm text-slate-700">
            {t('secret')}:{' '}
            <code className="break-all font-mono" data-testid="two-factor-secret">
              {enrolment.secret}
            </code>
          </p>
          <TextField label={t('code')} name="code" autoComplete="one-time-code" required />
          <div className="flex flex-wrap gap-4">
            <button type="submit" className="btn-primary" disabled={pending}>
              {t('confirm')}
            </button>
            <button type="button" className="link" onClick={() => setEnrolment(null)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}

      {enabled && (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">{t('disableIntro')}</p>
          <form onSubmit={act('disable')} className="space-y-4" data-testid="two-factor-disable">
            <TextField label={t('code')} name="disableCode" autoComplete="one-time-code" required />
            <button type="submit" className="btn-secondary" disabled={pending}>
              {t('disable')}
            </button>
          </form>
          <form
            onSubmit={act('recovery-codes')}
            className="space-y-4"
            data-testid="two-factor-renew"
          >
            <p className="text-sm text-slate-700">{t('renewIntro')}</p>
            <TextField label={t('code')} name="renewCode" autoComplete="one-time-code" required />
            <button type="submit" className="btn-secondary" disabled={pending}>
              {t('renew')}
            </button>
          </form>
        </div>
      )}

      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </div>
  )
}
