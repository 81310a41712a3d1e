import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { buildMenu } from '@/lib/site/menu'
import { getMenuProjects, getMenuResources } from '@/lib/site/content/menu'
import { getFooterText, getSiteSettings } from '@/lib/site/content/settings'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { ConfirmDialogProvider } from '../feedback/ConfirmDialog'
import { SnackbarProvider } from '../feedback/Snackbar'
import { AdminButton } from '../session/AdminButton'
import { SessionProvider } from '../session/SessionProvider'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Content the shell can live without: a failed read leaves the menu and footer working with their defaults. */
async function optional<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read
  } catch {
    return fallback
  }
}

/** Header with menu, main content, footer, and the shared session, snackbar and dialog. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const [projects, resources, settings, footer] = await Promise.all([
    optional(getMenuProjects(locale), []),
    optional(getMenuResources(locale), []),
    optional(getSiteSettings(locale), null),
    optional(getFooterText(locale), ''),
  ])
  const networkLabel = networkDisplayName()
  const groups = buildMenu(t, {
    network: networkShortName(),
    networkLabel,
    projects,
    resources,
    chartsSiteUrl: settings?.chartsSiteUrl || null,
  })

  return (
    <SessionProvider>
      <SnackbarProvider>
        <ConfirmDialogProvider>
          <SiteHeader groups={groups} networkLabel={networkLabel} />
          <main id="content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter html={footer} networkLabel={networkLabel} />
          <AdminButton />
        </ConfirmDialogProvider>
      </SnackbarProvider>
    </SessionProvider>
  )
}
