'use client'

import { useTranslations } from 'next-intl'
import { useSession } from './SessionProvider'

/** Floating shortcut to the admin panel, for admins only. */
export function AdminButton() {
  const t = useTranslations('shell')
  const { role, isLoggedIn } = useSession()
  if (!isLoggedIn || role !== 'admin') return null
  return (
    // The admin panel is another application (Payload's layout): a full page load, not a client transition.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/admin"
      data-testid="admin-button"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
        <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
      </svg>
      {t('adminPanel')}
    </a>
  )
}
