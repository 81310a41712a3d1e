'use client'

import { Link } from '@/i18n/navigation'
import { useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import {
  checkLoginInput,
  lockedMinutes,
  loginErrorFromResponse,
  newRecoveryCodesOf,
  secondStepFromResponse,
  type LoginError,
  type SecondStep,
} from '@/lib/site/auth/loginErrors'
import { localePath } from '@/lib/site/localePath'
import { routes } from '@/lib/site/routes'
import { safeNextPath } from '@/lib/site/safeHref'
import { useSnackbar } from '../feedback/Snackbar'
import { useSession } from '../session/SessionProvider'
import { FormMessage, TextField } from './Field'
import { SecondFactorStep } from './SecondFactorStep'

// The members' page's path does not depend on the network's name.
const MEMBERS_PAGE = routes('').dataSubmission

/**
 * Email and password sign-in, then the code of the account's authenticator app when it has a
 * second factor (or its first enrolment, for an admin the site requires one of); on success the
 * member goes back to the page that sent them here, or to the members' page.
 */
export function LoginForm() {
  const t = useTranslations()
  const locale = useLocale()
  const snackbar = useSnackbar()
  const { user, isReady } = useSession()
  const search = useSearchParams()
  // Without a page to go back to, signing in leads to the members' page.
  const nextParam = search.get('next') ?? MEMBERS_PAGE
  const next = safeNextPath(nextParam)
  const [error, setError] = useState<LoginError | null>(null)
  const [minutes, setMinutes] = useState(15)
  const [pending, setPending] = useState(false)
  // Kept while the second step is asked: the code is sent with them, in one sign-in.
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null)
  const [step, setStep] = useState<SecondStep>(null)
  // After an enrolment at sign-in, its recovery codes: shown once, then on to the page.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  // A full load so server-checked pages see the new session cookie; the target is checked
  // again against the real origin the browser will use.
  const goOn = () =>
    window.location.assign(localePath(locale, safeNextPath(nextParam, window.location.origin)))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = credentials?.email ?? String(form.get('email') ?? '').trim()
    const password = credentials?.password ?? String(form.get('password') ?? '')
    const code = String(form.get('code') ?? '').trim()
    const invalid = checkLoginInput(email, password) ?? (step && !code ? 'emptyFields' : null)
    setError(invalid)
    if (invalid) return
    setPending(true)
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          ...(step ? { code } : {}),
        }),
      })
      const body = await response.json().catch(() => null)
      if (response.ok) {
        const codes = newRecoveryCodesOf(body)
        if (codes) {
          setRecoveryCodes(codes)
          setPending(false)
          return
        }
        goOn()
        return
      }
      const next = secondStepFromResponse(response.status, body)
      if (next) {
        setCredentials({ email, password })
        setStep(next)
        setError(next.kind === 'enrol' && next.wrongCode ? 'enrolWrongCode' : null)
        setPending(false)
        return
      }
      const mapped = loginErrorFromResponse(response.status, body)
      setMinutes(lockedMinutes(body))
      setError(mapped)
      if (!mapped && response.status >= 500) snackbar(t('common.genericError'))
    } catch {
      snackbar(t('common.genericError'))
    }
    setPending(false)
  }

  if (recoveryCodes)
    return (
      <div className="space-y-4" data-testid="sign-in-recovery-codes">
        <h2 className="font-semibold text-slate-900">{t('login.recoveryHeading')}</h2>
        <p className="text-slate-800">{t('login.recoveryIntro')}</p>
        <ul className="grid grid-cols-2 gap-1 font-mono" data-testid="recovery-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="btn-primary" onClick={goOn}>
          {t('login.continue')}
        </button>
      </div>
    )

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

  const startOver = () => {
    setCredentials(null)
    setStep(null)
    setError(null)
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="login-form">
      {search.get('senha') === 'definida' && (
        <FormMessage tone="success">{t('login.passwordSet')}</FormMessage>
      )}
      {step ? (
        <SecondFactorStep
          step={step}
          error={error === 'emptyFields' || error === 'enrolWrongCode'}
        />
      ) : (
        <>
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
        </>
      )}
      {error && (
        <FormMessage tone="error" testId="login-error">
          {error === 'accountLocked' ? t('login.accountLocked', { minutes }) : t(`login.${error}`)}
        </FormMessage>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('login.submitting') : step ? t('login.verify') : t('login.submit')}
        </button>
        {step ? (
          <button type="button" className="btn-secondary" onClick={startOver}>
            {t('login.startOver')}
          </button>
        ) : (
          <Link href="/esqueci-senha" className="link text-sm">
            {t('login.forgot')}
          </Link>
        )}
      </div>
    </form>
  )
}
