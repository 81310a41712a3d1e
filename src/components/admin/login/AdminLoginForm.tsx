'use client'
import { useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { pick, tr, type Translated } from '@/i18n/locales'
import {
  newRecoveryCodesOf,
  secondStepFromResponse,
  type SecondStep,
} from '@/lib/site/auth/loginErrors'
import { RecoveryCodesShownOnce } from './RecoveryCodesShownOnce'

const texts = {
  email: tr('E-mail', 'Correo electrónico', 'Email'),
  password: tr('Senha', 'Contraseña', 'Password'),
  code: tr('Código de verificação', 'Código de verificación', 'Verification code'),
  submit: tr('Entrar', 'Ingresar', 'Log in'),
  verify: tr('Verificar', 'Verificar', 'Verify'),
  back: tr('Voltar', 'Volver', 'Back'),
  forgot: tr('Esqueceu a senha?', '¿Olvidó su contraseña?', 'Forgot password?'),
  secret: tr('Chave', 'Clave', 'Secret'),
  qrAlt: tr(
    'Código QR para adicionar esta conta a um aplicativo autenticador',
    'Código QR para agregar esta cuenta a una aplicación autenticadora',
    'QR code to add this account to an authenticator app',
  ),
  failed: tr(
    'Ocorreu um erro. Por favor, tente novamente mais tarde.',
    'Ocurrió un error. Por favor, inténtelo de nuevo más tarde.',
    'An error occurred. Please try again later.',
  ),
}

type Answer = {
  errors?: { message?: string; data?: Record<string, unknown> }[]
  recoveryCodes?: unknown
} | null

function Field({
  name,
  label,
  ...input
}: { name: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field-type ${input.type === 'password' ? 'password' : 'text'}`}>
      <label className="field-label" htmlFor={`field-${name}`}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input id={`field-${name}`} name={name} required {...input} />
      </div>
    </div>
  )
}

/** Email and password, then the second factor's code (or its first enrolment) when asked. */
export function AdminLoginForm({
  apiRoute,
  redirectTo,
  forgotPath,
  language,
}: {
  apiRoute: string
  redirectTo: string
  forgotPath: string
  language: string
}) {
  const say = (text: Translated) => pick(text, language)
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null)
  const [step, setStep] = useState<SecondStep>(null)
  const [prompt, setPrompt] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // After an enrolment, its recovery codes: shown once, before the panel opens.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = credentials?.email ?? String(form.get('email') ?? '').trim()
    const password = credentials?.password ?? String(form.get('password') ?? '')
    const code = String(form.get('code') ?? '').trim()
    setPending(true)
    setError(null)
    try {
      const response = await fetch(`${apiRoute}/users/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          ...(step ? { code } : {}),
        }),
      })
      const body = (await response.json().catch(() => null)) as Answer
      if (response.ok) {
        const codes = newRecoveryCodesOf(body)
        if (codes) {
          setRecoveryCodes(codes)
          setPending(false)
          return
        }
        // A full load, so the panel starts with the new session.
        window.location.assign(redirectTo)
        return
      }
      const next = secondStepFromResponse(response.status, body)
      const message = body?.errors?.[0]?.message ?? null
      if (next?.kind === 'enrol' && next.wrongCode) {
        // Same secret as before: the QR code and the instructions stay, the error says why.
        setStep(next)
        setError(message)
      } else if (next) {
        setCredentials({ email, password })
        setStep(next)
        setPrompt(message)
      } else setError(message ?? say(texts.failed))
    } catch {
      setError(say(texts.failed))
    }
    setPending(false)
  }

  const startOver = () => {
    setCredentials(null)
    setStep(null)
    setPrompt(null)
    setError(null)
  }

  if (recoveryCodes)
    return (
      <RecoveryCodesShownOnce
        codes={recoveryCodes}
        language={language}
        onContinue={() => window.location.assign(redirectTo)}
      />
    )

  return (
    <form className="login__form" onSubmit={onSubmit} data-testid="admin-login-form">
      <div className="login__form__inputWrap">
        {step ? (
          <>
            {prompt && <p>{prompt}</p>}
            {step.kind === 'enrol' && (
              <>
                {/* A data URL drawn on the server: nothing is fetched from elsewhere. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={step.qr} alt={say(texts.qrAlt)} width={200} height={200} />
                <p>
                  {say(texts.secret)}: <code data-testid="enrolment-secret">{step.secret}</code>
                </p>
              </>
            )}
            <Field name="code" label={say(texts.code)} type="text" autoComplete="one-time-code" />
          </>
        ) : (
          <>
            <Field name="email" label={say(texts.email)} type="email" autoComplete="email" />
            <Field
              name="password"
              label={say(texts.password)}
              type="password"
              autoComplete="current-password"
            />
          </>
        )}
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
      </div>
      {step ? (
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          onClick={startOver}
        >
          {say(texts.back)}
        </button>
      ) : (
        <a href={forgotPath}>{say(texts.forgot)}</a>
      )}
      <button
        type="submit"
        className="btn btn--style-primary btn--size-large btn--withoutPopup"
        disabled={pending}
      >
        {step ? say(texts.verify) : say(texts.submit)}
      </button>
    </form>
  )
}
