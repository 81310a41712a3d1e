import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { DesktopMenu } from '../menu/DesktopMenu'
import { MenuGroupsProvider } from '../menu/MenuGroups'
import { MobileDrawer } from '../menu/MobileDrawer'
import type { MenuGroup } from '../menu/types'
import { LogoutButton } from '../session/LogoutButton'
import { LanguageSwitch } from './LanguageSwitch'

export async function SiteHeader({
  groups,
  networkLabel,
}: {
  groups: MenuGroup[]
  networkLabel: string
}) {
  const t = await getTranslations()
  return (
    <MenuGroupsProvider groups={groups}>
      <header className="border-b border-slate-200 bg-white">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          {t('common.skipToContent')}
        </a>
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <MobileDrawer />
          <Link
            href="/"
            title={t('shell.home', { network: networkLabel })}
            className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <svg aria-hidden viewBox="0 0 40 40" className="size-10 shrink-0">
              <circle cx="20" cy="20" r="19" className="fill-brand-700" />
              <path
                d="M11 25c3-9 15-9 18 0M14 17a3 3 0 1 0 0-.1M26 17a3 3 0 1 0 0-.1"
                className="fill-none stroke-white"
                strokeWidth="2.4"
                strokeLinecap="round"
              />
            </svg>
            <span className="min-w-0">
              <span className="block text-xl leading-tight font-bold text-brand-800">
                {networkLabel}
              </span>
              <span className="hidden text-xs leading-tight text-slate-600 sm:block">
                {t('meta.networkName')}
              </span>
            </span>
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <LanguageSwitch />
            <LogoutButton />
          </div>
        </div>
        <div className="mx-auto max-w-screen-2xl px-1 pb-2">
          <DesktopMenu />
        </div>
      </header>
    </MenuGroupsProvider>
  )
}
