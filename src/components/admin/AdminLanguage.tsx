'use client'

import { useAuth, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef, type ReactNode } from 'react'
import { isLocale } from '@/i18n/locales'

/**
 * The admin panel in each user's own language: the language stored on the user (Portuguese
 * unless they chose another) is applied when the panel opens, in any browser, and a language
 * chosen in the panel's account page is stored on the user, so it is remembered (and their
 * emails follow it).
 */
export function AdminLanguage({ children }: { children?: ReactNode }) {
  const { user } = useAuth<{ id: number | string; language?: string | null }>()
  const { i18n, switchLanguage } = useTranslation()
  const applied = useRef<string | null>(null)
  const stored = isLocale(user?.language) ? user.language : null

  useEffect(() => {
    if (!user || !stored || !switchLanguage) return
    if (applied.current === null) {
      applied.current = stored
      if (i18n.language !== stored) void switchLanguage(stored)
      return
    }
    if (i18n.language === applied.current || !isLocale(i18n.language)) return
    applied.current = i18n.language
    void fetch(`/api/users/${user.id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: i18n.language }),
    })
  }, [user, stored, i18n.language, switchLanguage])

  return <>{children}</>
}
