'use client'

import { Link } from '@/i18n/navigation'
import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { localePath } from '@/lib/site/localePath'
import { useSnackbar } from '../feedback/Snackbar'
import { FormMessage, TextField } from './Field'

export const MIN_PASSWORD_LENGTH = 8

type Problem = 'tooShort' | 'mismatch' | 'invalidToken'

/** Sets a password from the emailed token (reset or invitation), then sends the member to the login page. */
export function ResetPasswordForm() {
  const t = useTranslations()
  const locale = useLocale()
  const snackbar = useSnackbar()
  const search = useSearchParams()
  const token = search.get('token') ?? ''
  const invitation = search.get('convite') === '1'
  const [problem, setProblem] = useState<Problem | null>(null)
  const [pending, setPending] = useState(false)

  if (!token) {
    return (
      <div className="space-y-4">
        <FormMessage tone="error">{t('resetPassword.missingToken')}</FormMessage>
        <Link href="/esqueci-senha" className="link">
          {t('resetPassword.requestNew')}
        </Link>
      </div>
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const password = String(form.get('password') ?? '')
    const confirm = String(form.get('confirm') ?? '')
    const found =
      password.length < MIN_PASSWORD_LENGTH ? 'tooShort' : password !== confirm ? 'mismatch' : null
    setProblem(found)
    if (found) return
    setPending(true)
    try {
      const response = await fetch('/api/users/reset-password', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password }),
      })
      if (response.ok) {
        // Payload signs the member in on reset; they log in with the new password instead, as the flow promises.
        await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(
          () => null,
        )
        snackbar(t('common.success'), 'success')
        // A full load: the session cookie Payload set was just cleared.
        window.location.assign(localePath(locale, '/login?senha=definida'))
        return
      }
      // Payload answers 403 for an unknown or expired token, 400 for a refused password.
      if (response.status === 403 || response.status === 404) setProblem('invalidToken')
      else snackbar(t('common.genericError'))
    } catch {
      snackbar(t('common.genericError'))
    }
    setPending(false)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="reset-form">
      <p className="text-slate-700">
        {invitation ? t('resetPassword.invitationIntro') : t('resetPassword.intro')}
      </p>
      <TextField
        label={t('resetPassword.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('resetPassword.hint')}
        error={problem === 'tooShort' || problem === 'mismatch'}
      />
      <TextField
        label={t('resetPassword.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={problem === 'mismatch'}
      />
      {problem && <FormMessage tone="error">{t(`resetPassword.${problem}`)}</FormMessage>}
      {problem === 'invalidToken' && (
        <Link href="/esqueci-senha" className="link">
          {t('resetPassword.requestNew')}
        </Link>
      )}
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  )
}
