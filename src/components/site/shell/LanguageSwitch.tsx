'use client'

import { useLocale, useTranslations } from 'next-intl'
import { locales, type Locale } from '@/i18n/locales'

const names: Record<Locale, string> = { pt: 'Português', es: 'Español', en: 'English' }

/** Cookie the proxy reads to pick the language; kept for a year. */
const COOKIE = 'NEXT_LOCALE'
const ONE_YEAR_S = 60 * 60 * 24 * 365

function storeLocale(locale: Locale): void {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`
}

/**
 * Three flag buttons, each at least 44 × 44 px to touch. URLs are the same in every language, so switching only
 * stores the choice and reloads the current address (path and query kept).
 */
export function LanguageSwitch() {
  const t = useTranslations('shell')
  const current = useLocale()

  const choose = (locale: Locale) => {
    if (locale === current) return
    storeLocale(locale)
    window.location.reload()
  }

  return (
    <div role="group" aria-label={t('language')} className="flex items-center gap-0.5 sm:gap-1">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          title={names[locale]}
          data-locale={locale}
          onClick={() => choose(locale)}
          className="language-button"
        >
          <span aria-hidden="true" className={`flag flag-${locale}`} />
          {/* The visible code starts the accessible name ("pt Português"), as WCAG's label-in-name asks. */}
          <span className="hidden sm:inline">{locale}</span>
          <span className="sr-only">{names[locale]}</span>
        </button>
      ))}
    </div>
  )
}
