'use client'

import { Link } from '@/i18n/navigation'
import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { checkLoginInput } from '@/lib/site/auth/loginErrors'
import { useSnackbar } from '../feedback/Snackbar'
import { FormMessage, TextField } from './Field'

type State = 'idle' | 'invalid' | 'sent'

/**
 * Asks for a reset link. The answer is the same whether or not the address has
 * an account, so the form cannot be used to find out who is a member.
 */
export function ForgotPasswordForm() {
  const t = useTranslations()
  const locale = useLocale()
  const snackbar = useSnackbar()
  const [state, setState] = useState<State>('idle')
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (checkLoginInput(email, 'x')) return setState('invalid')
    setPending(true)
    try {
      // The email goes out in the member's saved language, or this page's.
      const response = await fetch(`/api/users/forgot-password?locale=${locale}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
        body: JSON.stringify({ email }),
      })
      if (response.status === 429) {
        // Too many requests for this address: the server's translated message says how long to wait.
        const answer = (await response.json().catch(() => null)) as {
          errors?: { message?: string }[]
        } | null
        snackbar(answer?.errors?.[0]?.message ?? t('common.genericError'))
        setPending(false)
        return
      }
      if (!response.ok) throw new Error(String(response.status))
      setState('sent')
      snackbar(t('common.emailSent'), 'success')
    } catch {
      snackbar(t('common.genericError'))
    }
    setPending(false)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="forgot-form">
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="email"
        error={state === 'invalid'}
      />
      {state === 'invalid' && <FormMessage tone="error">{t('login.invalidEmail')}</FormMessage>}
      {state === 'sent' && <FormMessage tone="success">{t('common.emailSent')}</FormMessage>}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </button>
        <Link href="/login" className="link text-sm">
          {t('forgotPassword.backToLogin')}
        </Link>
      </div>
    </form>
  )
}
