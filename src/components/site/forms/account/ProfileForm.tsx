'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { FormMessage, TextField } from '../Field'

const languages = [
  { value: 'pt', label: 'Português' },
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'English' },
]

type Props = { id: number; name: string; email: string; language: string }

/** Name and language, saved on the user; the e-mail is shown, changed by the office only. */
export function ProfileForm({ id, name, email, language }: Props) {
  const t = useTranslations()
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const newName = String(form.get('name') ?? '').trim()
    if (!newName) return setMessage({ tone: 'error', text: t('account.profile.nameRequired') })
    setPending(true)
    const response = await fetch(`/api/users/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: newName, language: form.get('language') }),
    }).catch(() => null)
    setPending(false)
    setMessage(
      response?.ok
        ? { tone: 'success', text: t('account.profile.saved') }
        : { tone: 'error', text: t('common.genericError') },
    )
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-5" data-testid="profile-form">
      <TextField label={t('account.profile.name')} name="name" defaultValue={name} required />
      <TextField
        label={t('account.profile.email')}
        name="email"
        type="email"
        value={email}
        readOnly
        hint={t('account.profile.emailNote')}
      />
      <div>
        <label htmlFor="field-language" className="mb-1 block font-medium text-slate-900">
          {t('account.profile.language')}
        </label>
        <select id="field-language" name="language" defaultValue={language} className="field-input">
          {languages.map((option) => (
            <option key={option.value} value={option.value} lang={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <button type="submit" className="btn-primary" disabled={pending}>
        {t('account.profile.save')}
      </button>
    </form>
  )
}
