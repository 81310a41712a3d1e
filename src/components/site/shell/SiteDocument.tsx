import type { ReactNode } from 'react'
import { inter } from '@/app/fonts'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '../ClientMessages'
import { shellMessages } from './shellMessages'
import { SiteShell } from './SiteShell'

/** The public site's HTML document in one language: the shell around a page. */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        {/* The shell's own messages; pages with forms add theirs around the form. */}
        <ClientMessages only={shellMessages}>
          <SiteShell locale={locale}>{children}</SiteShell>
        </ClientMessages>
      </body>
    </html>
  )
}
