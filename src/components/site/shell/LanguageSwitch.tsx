'use client'

import { Suspense } from 'react'
import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { usePathname } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'

const names: Record<Locale, string> = { pt: 'Português', es: 'Español', en: 'English' }

/**
 * Three flag links, each at least 44 × 44 px to touch, to this page's address in each language
 * (same path, query and fragment, other prefix). A full load, so every part of the page changes
 * language at once.
 */
export function LanguageSwitch() {
  return (
    // The query string is known only in the browser (pages are rendered once for every visitor):
    // the links are first drawn without it and get it as soon as the page runs.
    <Suspense fallback={<FlagLinks search="" />}>
      <FlagLinksWithQuery />
    </Suspense>
  )
}

function FlagLinksWithQuery() {
  const search = useSearchParams().toString()
  return <FlagLinks search={search ? `?${search}` : ''} />
}

/**
 * Adds the address's fragment (a page's selection, e.g. #AR-RENAC on the registries'
 * characteristics) to a flag's link just before it is followed: the fragment never reaches the
 * server and changes without a render, so it is read at the moment of use. Pointer down and
 * focus come before any click, middle click, context menu or Enter.
 */
function keepFragment(event: { currentTarget: HTMLAnchorElement }) {
  const link = event.currentTarget
  const url = new URL(link.href)
  url.hash = window.location.hash
  link.href = url.toString()
}

function FlagLinks({ search }: { search: string }) {
  const t = useTranslations('shell')
  const current = useLocale()
  // The path without its language prefix.
  const pathname = usePathname()

  return (
    <div role="group" aria-label={t('language')} className="flex items-center gap-0.5 sm:gap-1">
      {locales.map((locale) => (
        // A plain link: a client transition would keep the other language's layout.
        <a
          key={locale}
          href={localePath(locale, `${pathname}${search}`)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          title={names[locale]}
          data-locale={locale}
          className="language-button"
          onPointerDown={keepFragment}
          onFocus={keepFragment}
          onClick={keepFragment}
        >
          <span aria-hidden="true" className={`flag flag-${locale}`} />
          {/* The visible code starts the accessible name ("pt Português"), as WCAG's label-in-name asks. */}
          <span className="hidden sm:inline">{locale}</span>
          <span className="sr-only">{names[locale]}</span>
        </a>
      ))}
    </div>
  )
}
