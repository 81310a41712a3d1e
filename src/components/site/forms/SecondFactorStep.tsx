'use client'

import { useTranslations } from 'next-intl'
import type { SecondStep } from '@/lib/site/auth/loginErrors'
import { TextField } from './Field'

/**
 * The second step of the sign-in form: the code of the authenticator app, after a first
 * enrolment's QR code and secret when an admin must set one up before anything else.
 */
export function SecondFactorStep({
  step,
  error,
}: {
  step: NonNullable<SecondStep>
  error: boolean
}) {
  const t = useTranslations('login')
  return (
    <div className="space-y-4" data-testid="second-factor-step">
      {step.kind === 'enrol' ? (
        <>
          <p className="text-slate-800">{t('enrolRequired')}</p>
          {/* A data URL drawn on the server: nothing is fetched from elsewhere. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={step.qr} alt={t('qrAlt')} width={200} height={200} className="mx-auto" />
          <p className="text-sm text-slate-700">
            {t('secret')}:{' '}
            <code className="break-all font-mono" data-testid="enrolment-secret">
              {step.secret}
            </code>
          </p>
        </>
      ) : (
        <p className="text-slate-800">{t('codeRequired')}</p>
      )}
      <TextField
        label={t('code')}
        name="code"
        hint={t('codeHint')}
        autoComplete="one-time-code"
        inputMode="text"
        error={error}
      />
    </div>
  )
}
