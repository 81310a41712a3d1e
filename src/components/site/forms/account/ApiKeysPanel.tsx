'use client'

import { useState, type FormEvent } from 'react'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import type { AccountKey } from '@/lib/site/accountPage'
import { useConfirm } from '../../feedback/ConfirmDialog'
import { FormMessage, TextField } from '../Field'

type ErrorBody = { errors?: { message?: string }[] } | null
type Issued = { key: string; doc: AccountKey }

/**
 * The user's API keys: a new one (name and permission) is shown once, right after it is made;
 * the list gives each key's permission, creation, last use and address, and revokes it.
 */
export function ApiKeysPanel({
  keys: initial,
  hasOldKey,
}: {
  keys: AccountKey[]
  hasOldKey: boolean
}) {
  const t = useTranslations('account.apiKeys')
  const tc = useTranslations('common')
  const locale = useLocale()
  const format = useFormatter()
  const confirm = useConfirm()
  const [keys, setKeys] = useState(initial)
  const [oldKey, setOldKey] = useState(hasOldKey)
  const [shown, setShown] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })

  const onCreate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    setPending(true)
    setShown(null)
    const response = await fetch(`/api/api-keys/issue?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: form.get('name'), scope: form.get('scope') }),
    }).catch(() => null)
    setPending(false)
    if (response?.ok) {
      const issued = (await response.json()) as Issued
      setKeys((current) => [issued.doc, ...current])
      setShown(issued.key)
      setOldKey(false)
      setError(null)
      formElement.reset()
      return
    }
    const body = (await response?.json().catch(() => null)) as ErrorBody
    setError(body?.errors?.[0]?.message ?? tc('genericError'))
  }

  const revoke = async (key: AccountKey) => {
    if (
      !(await confirm({
        title: t('revoke'),
        message: t('confirmRevoke', { name: key.name }),
        confirmLabel: t('revoke'),
      }))
    )
      return
    const response = await fetch(`/api/api-keys/${key.id}/revoke?locale=${locale}`, {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    if (!response?.ok) return setError(tc('genericError'))
    const { doc } = (await response.json()) as { doc: AccountKey }
    setKeys((current) => current.map((item) => (item.id === doc.id ? { ...item, ...doc } : item)))
  }

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{t('intro')}</p>
      {oldKey && <p className="max-w-3xl text-slate-700">{t('legacy')}</p>}
      <form
        onSubmit={onCreate}
        className="flex max-w-3xl flex-wrap items-end gap-4"
        data-testid="api-key-form"
      >
        <div className="min-w-56 flex-1">
          <TextField id="field-key-name" label={t('name')} name="name" maxLength={80} required />
        </div>
        <div>
          <label htmlFor="field-scope" className="mb-1 block font-medium text-slate-900">
            {t('scope')}
          </label>
          <select id="field-scope" name="scope" defaultValue="read" className="field-input">
            <option value="read">{t('scopes.read')}</option>
            <option value="submit">{t('scopes.submit')}</option>
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={pending}>
          {t('create')}
        </button>
      </form>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {shown && (
        <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4">
          <p className="font-medium text-slate-900">{t('created')}</p>
          <code className="block break-all rounded bg-white p-2 text-sm" data-testid="new-api-key">
            {shown}
          </code>
        </div>
      )}
      {keys.length === 0 ? (
        <p className="text-slate-700">{t('empty')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
          data-testid="api-keys"
        >
          {keys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-x-6 gap-y-1 px-4 py-3">
              <span className="font-medium text-slate-900">{key.name}</span>
              <span className="text-sm text-slate-700">{t(`scopes.${key.scope}`)}</span>
              {key.start && <code className="text-sm text-slate-600">{key.start}…</code>}
              <span className="text-sm text-slate-600">
                {t('createdAt')} {when(key.createdAt)}
              </span>
              <span className="text-sm text-slate-600">
                {key.lastUsedAt
                  ? `${t('lastUsed')} ${when(key.lastUsedAt)}${key.lastUsedFrom ? ` ${t('usedFrom', { address: key.lastUsedFrom })}` : ''}`
                  : t('never')}
              </span>
              <span className="ml-auto">
                {key.revokedAt ? (
                  <span className="text-sm text-slate-600">
                    {t('revoked', { date: when(key.revokedAt) })}
                  </span>
                ) : (
                  <button type="button" className="btn-secondary" onClick={() => void revoke(key)}>
                    {t('revoke')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
