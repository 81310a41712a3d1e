'use client'

import { useActionState, useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { sendContactMessage } from '@/lib/site/contact/sendContactMessage'
import type { ContactResult } from '@/lib/site/contact/storeContactMessage'
import { HONEYPOT_FIELD } from '@/lib/site/contact/validateContact'
import { useSnackbar } from '../feedback/Snackbar'
import { FormMessage, TextAreaField, TextField } from './Field'

const initial: ContactResult = { status: 'idle', at: 0 }

/** Questions and requests: name, email, subject and message, with a hidden spam trap. */
export function ContactForm() {
  const t = useTranslations()
  const snackbar = useSnackbar()
  const [result, action, pending] = useActionState(sendContactMessage, initial)
  const values = result.status === 'success' ? undefined : result.values

  const messages: Record<Exclude<ContactResult['status'], 'idle'>, string> = {
    success: t('contact.sent'),
    invalid: t('common.fillCorrectly'),
    'rate-limited': t('contact.rateLimited'),
    error: t('common.genericError'),
  }

  const invalid = new Set(result.status === 'invalid' ? (result.invalid ?? []) : [])
  /** What is wrong with a field, said under it; an email typed but incomplete is told apart. */
  const errorOf = (field: 'name' | 'email' | 'subject' | 'message') =>
    !invalid.has(field)
      ? undefined
      : field === 'email' && values?.email
        ? t('contact.errors.emailMalformed')
        : t(`contact.errors.${field}`)

  useEffect(() => {
    // Every answer is written once, beside the button; only a failure of the server also
    // comes as a snackbar (the site's convention for generic failures).
    if (result.status !== 'error') return
    snackbar(messages.error, 'error')
    // One snackbar per answer from the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.at])

  return (
    // React clears a form after its action runs; the key remounts it with what the visitor typed when it was refused.
    <form
      key={result.at}
      action={action}
      noValidate
      className="max-w-2xl space-y-5"
      data-testid="contact-form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          name="name"
          autoComplete="name"
          maxLength={200}
          required
          defaultValue={values?.name}
          error={errorOf('name')}
        />
        <TextField
          label={t('contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          error={errorOf('email')}
        />
      </div>
      <TextField
        label={t('contact.subject')}
        name="subject"
        maxLength={300}
        required
        defaultValue={values?.subject}
        error={errorOf('subject')}
      />
      <TextAreaField
        label={t('contact.message')}
        name="message"
        maxLength={10000}
        required
        defaultValue={values?.message}
        error={errorOf('message')}
      />
      {/* Spam trap: off-screen and skipped by keyboard and screen readers; people leave it empty. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="field-website">{t('contact.trap')}</label>
        <input
          id="field-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {result.status !== 'idle' && result.status !== 'error' && (
        <FormMessage
          tone={result.status === 'success' ? 'success' : 'error'}
          testId="contact-result"
        >
          {messages[result.status]}
        </FormMessage>
      )}
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? t('contact.submitting') : t('contact.submit')}
      </button>
    </form>
  )
}
