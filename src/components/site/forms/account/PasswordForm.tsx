'use client'

import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { FormMessage, TextField } from '../Field'

type ErrorBody = { errors?: { message?: string }[] } | null

/** Changes the user's password; the current one is asked first. */
export function PasswordForm() {
  const t = useTranslations()
  const locale = useLocale()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const newPassword = String(form.get('newPassword') ?? '')
    if (newPassword !== String(form.get('confirmPassword') ?? ''))
      return setMessage({ tone: 'error', text: t('account.password.mismatch') })
    setPending(true)
    const response = await fetch(`/api/users/change-password?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: form.get('currentPassword'), newPassword }),
    }).catch(() => null)
    setPending(false)
    if (response?.ok) {
      formElement.reset()
      return setMessage({ tone: 'success', text: t('account.password.changed') })
    }
    const body = (await response?.json().catch(() => null)) as ErrorBody
    setMessage({ tone: 'error', text: body?.errors?.[0]?.message ?? t('common.genericError') })
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-5" data-testid="password-form">
      <TextField
        label={t('account.password.current')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        label={t('account.password.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        label={t('account.password.confirm')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
      />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <button type="submit" className="btn-primary" disabled={pending}>
        {t('account.password.submit')}
      </button>
    </form>
  )
}
