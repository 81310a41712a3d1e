'use client'

import { useLocale, useTranslations } from 'next-intl'
import { localePath } from '@/lib/site/localePath'
import { useConfirm } from '../feedback/ConfirmDialog'
import { useSnackbar } from '../feedback/Snackbar'
import { useSession } from './SessionProvider'

/** Shown to logged-in members: ends the session and goes to the home page, even when the server fails. */
export function LogoutButton() {
  const t = useTranslations()
  const locale = useLocale()
  const { user, logout } = useSession()
  const confirm = useConfirm()
  const snackbar = useSnackbar()
  if (!user) return null

  const onClick = async () => {
    if (
      !(await confirm({
        title: t('shell.logout'),
        message: t('shell.logoutQuestion'),
        confirmLabel: t('shell.logout'),
      }))
    )
      return
    try {
      await logout()
      // A full load drops every page the router cached while logged in.
      window.location.assign(localePath(locale, '/'))
    } catch {
      snackbar(t('common.genericError'))
      window.setTimeout(() => window.location.assign(localePath(locale, '/')), 1500)
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      data-testid="logout-button"
      title={t('shell.loggedInAs', { name: user.name || user.email })}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
      </svg>
      {t('shell.logout')}
    </button>
  )
}
