'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import {
  checkLoginInput,
  lockedMinutes,
  loginErrorFromResponse,
  type LoginError,
} from '@/lib/site/auth/loginErrors'
import { safeNextPath } from '@/lib/site/safeHref'
import { useSnackbar } from '../feedback/Snackbar'
import { useSession } from '../session/SessionProvider'
import { FormMessage, TextField } from './Field'

/** Email and password sign-in; on success the member goes back to the page that sent them here. */
export function LoginForm() {
  const t = useTranslations()
  const snackbar = useSnackbar()
  const { user, isReady } = useSession()
  const search = useSearchParams()
  const next = safeNextPath(search.get('next'))
  const [error, setError] = useState<LoginError | null>(null)
  const [minutes, setMinutes] = useState(15)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    const invalid = checkLoginInput(email, password)
    setError(invalid)
    if (invalid) return
    setPending(true)
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (response.ok) {
        // A full load so server-checked pages see the new session cookie; the
        // target is checked again against the real origin the browser will use.
        window.location.assign(safeNextPath(search.get('next'), window.location.origin))
        return
      }
      const body = await response.json().catch(() => null)
      const mapped = loginErrorFromResponse(response.status, body)
      setMinutes(lockedMinutes(body))
      setError(mapped)
      if (!mapped && response.status >= 500) snackbar(t('common.genericError'))
    } catch {
      snackbar(t('common.genericError'))
    }
    setPending(false)
  }

  if (isReady && user) {
    return (
      <div className="space-y-4" data-testid="already-logged-in">
        <p className="text-slate-800">
          {t('login.alreadyLoggedIn', { name: user.name || user.email })}
        </p>
        <Link href={next} className="btn-primary">
          {t('login.continue')}
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="login-form">
      {search.get('senha') === 'definida' && (
        <FormMessage tone="success">{t('login.passwordSet')}</FormMessage>
      )}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        error={error === 'emptyFields' || error === 'invalidEmail'}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={error === 'emptyFields'}
      />
      {error && (
        <FormMessage tone="error" testId="login-error">
          {error === 'accountLocked' ? t('login.accountLocked', { minutes }) : t(`login.${error}`)}
        </FormMessage>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('login.submitting') : t('login.submit')}
        </button>
        <Link href="/esqueci-senha" className="link text-sm">
          {t('login.forgot')}
        </Link>
      </div>
    </form>
  )
}
