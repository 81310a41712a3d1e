'use client'

import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { routes } from '@/lib/site/routes'
import { useSession } from './SessionProvider'

// The account and login pages' paths do not depend on the network's name.
const accountPath = routes('').account
const loginPath = routes('').login

/**
 * For a signed-in user: who is signed in, linking to their account page. Signed out: a sign-in
 * link in sight on every page (not only inside the "Envio de dados" menu).
 */
export function AccountLink() {
  const t = useTranslations('shell')
  const { user, isReady } = useSession()
  if (!isReady) return null
  if (!user)
    return (
      <Link
        href={loginPath}
        data-testid="sign-in-link"
        className="inline-flex items-center rounded-md px-2 py-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {t('signIn')}
      </Link>
    )
  const name = user.name || user.email
  return (
    <Link
      href={accountPath}
      data-testid="account-link"
      title={t('myAccount')}
      className="inline-flex max-w-48 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4 shrink-0 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M20 21a8 8 0 0 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z" />
      </svg>
      <span className="truncate">{t('loggedInAs', { name })}</span>
    </Link>
  )
}
