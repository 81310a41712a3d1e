import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { buildMenu } from '@/lib/site/menu'
import { menuBar } from '@/lib/site/menuBar'
import { getShellContent } from '@/lib/site/content/shell'
import { networkDisplayName, networkShortName } from '@/lib/site/network'
import { ConfirmDialogProvider } from '../feedback/ConfirmDialog'
import { SnackbarProvider } from '../feedback/Snackbar'
import { AdminButton } from '../session/AdminButton'
import { SessionProvider } from '../session/SessionProvider'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Header with menu, main content, footer, and the shared session, snackbar and dialog. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const { projects, resources, footer, officeAddress } = await getShellContent(locale)
  const networkLabel = networkDisplayName()
  const groups = buildMenu(t, {
    network: networkShortName(),
    networkLabel,
    projects,
    resources,
  })
  const menu = menuBar(groups, { surveillance: t('surveillanceShort') })

  return (
    <SessionProvider>
      <SnackbarProvider>
        <ConfirmDialogProvider>
          <SiteHeader menu={menu} networkLabel={networkLabel} />
          <main id="content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter footer={footer} officeAddress={officeAddress} networkLabel={networkLabel} />
          <AdminButton />
        </ConfirmDialogProvider>
      </SnackbarProvider>
    </SessionProvider>
  )
}
