import { Link } from '@/i18n/navigation'
import { getTranslations } from 'next-intl/server'
import { BrandMark } from '@/components/brand/BrandMark'
import { compactMenu } from '../menu/compactMenu'
import { DesktopMenu } from '../menu/DesktopMenu'
import { MenuGroupsProvider } from '../menu/MenuGroups'
import { MobileDrawer } from '../menu/MobileDrawer'
import type { MenuBarItem } from '@/lib/site/menuTypes'
import { AccountLink } from '../session/AccountLink'
import { LogoutButton } from '../session/LogoutButton'
import { LanguageSwitch } from './LanguageSwitch'

/** The network's mark and name, the language flags and, from the large breakpoint, the menu bar. */
export async function SiteHeader({
  menu,
  networkLabel,
}: {
  menu: MenuBarItem[]
  networkLabel: string
}) {
  const t = await getTranslations()
  return (
    <MenuGroupsProvider items={compactMenu(menu)}>
      <header className="border-t-4 border-b border-t-brand-700 border-b-slate-200 bg-white">
        <a href="#content" className="skip-link">
          {t('common.skipToContent')}
        </a>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
          <MobileDrawer />
          <Link href="/" title={t('shell.home', { network: networkLabel })} className="brand-link">
            <BrandMark size={44} className="size-11 shrink-0" />
            <span className="min-w-0">
              <span className="brand-name">{networkLabel}</span>
              <span className="brand-tagline">{t('meta.networkName')}</span>
            </span>
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <LanguageSwitch />
            <AccountLink />
            <LogoutButton />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-2 pb-2 xl:px-4">
          <DesktopMenu />
        </div>
      </header>
    </MenuGroupsProvider>
  )
}
