'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslations } from 'next-intl'
import { ChevronIcon } from './icons'
import { MenuItemLink } from './MenuItemLink'
import { useMenuGroups } from './MenuGroups'
import type { MenuGroup } from './types'

/** SPEC: a dropdown stays open 300 ms after the pointer leaves, so diagonal moves don't close it. */
export const MENU_CLOSE_DELAY_MS = 300

const topLinkClass =
  'flex items-center gap-1 rounded-md px-1 py-2 text-[0.84rem] font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:text-brand-800'
const itemClass =
  'flex items-center gap-2 px-4 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:font-semibold'

/**
 * The large-screen menu: a disclosure navigation. Each parent is a link to its
 * first child plus a button that opens the submenu; hovering opens it too.
 * Arrow keys move between parents and inside a submenu, Escape closes it.
 */
export function DesktopMenu() {
  const groups = useMenuGroups()
  const t = useTranslations('shell')
  const pathname = usePathname()
  const [openId, setOpenId] = useState<string | null>(null)
  const closeTimer = useRef<number | null>(null)
  const navRef = useRef<HTMLElement>(null)

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current)
    closeTimer.current = null
  }, [])
  const scheduleClose = useCallback(() => {
    cancelClose()
    closeTimer.current = window.setTimeout(() => setOpenId(null), MENU_CLOSE_DELAY_MS)
  }, [cancelClose])

  // A new page closes the open submenu (state adjusted while rendering, as React recommends).
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setOpenId(null)
  }
  useEffect(() => cancelClose, [cancelClose])

  const submenuLinks = (id: string) =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>(`#submenu-${id} a`) ?? [])
  const topLinks = () =>
    Array.from(navRef.current?.querySelectorAll<HTMLAnchorElement>('[data-top-link]') ?? [])

  const focusSubmenu = (id: string, which: 'first' | 'last') => {
    setOpenId(id)
    // The submenu renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const links = submenuLinks(id)
      ;(which === 'first' ? links[0] : links[links.length - 1])?.focus()
    })
  }

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, group: MenuGroup) => {
    const links = topLinks()
    const index = links.findIndex((link) => link.dataset.topLink === group.id)
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const step = event.key === 'ArrowRight' ? 1 : -1
      setOpenId(null)
      links[(index + step + links.length) % links.length]?.focus()
    } else if (event.key === 'ArrowDown' && group.items.length) {
      event.preventDefault()
      focusSubmenu(group.id, 'first')
    } else if (event.key === 'ArrowUp' && group.items.length) {
      event.preventDefault()
      focusSubmenu(group.id, 'last')
    } else if (event.key === 'Escape') {
      setOpenId(null)
    }
  }

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLElement>, group: MenuGroup) => {
    const links = submenuLinks(group.id)
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    const move = (to: number) => {
      event.preventDefault()
      links[(to + links.length) % links.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(links.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      setOpenId(null)
      navRef.current?.querySelector<HTMLButtonElement>(`[data-toggle="${group.id}"]`)?.focus()
    }
  }

  // Closes a submenu once keyboard focus leaves its group.
  const onGroupBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setOpenId((current) => (current === id ? null : current))
  }

  return (
    <nav
      ref={navRef}
      aria-label={t('mainMenu')}
      className="hidden lg:block"
      data-testid="desktop-menu"
    >
      <ul className="flex flex-wrap items-center justify-center gap-y-1">
        {groups.map((group, index) => {
          const isOpen = openId === group.id
          const alignRight = index >= groups.length - 3
          if (!group.items.length) {
            return (
              <li key={group.id}>
                <Link
                  href={group.href}
                  data-top-link={group.id}
                  className={topLinkClass}
                  aria-current={pathname === group.href ? 'page' : undefined}
                  onKeyDown={(event) => onTopKeyDown(event, group)}
                >
                  {group.label}
                </Link>
              </li>
            )
          }
          return (
            <li
              key={group.id}
              className="relative"
              data-group={group.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                cancelClose()
                setOpenId(group.id)
              }}
              onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
              onBlur={(event) => onGroupBlur(event, group.id)}
            >
              <div className="flex items-center">
                <Link
                  href={group.href}
                  data-top-link={group.id}
                  className={`${topLinkClass} pr-0.5`}
                  onKeyDown={(event) => onTopKeyDown(event, group)}
                >
                  {group.label}
                </Link>
                <button
                  type="button"
                  data-toggle={group.id}
                  aria-expanded={isOpen}
                  aria-controls={`submenu-${group.id}`}
                  aria-label={t('toggleSubmenu', { group: group.label })}
                  onClick={() => setOpenId(isOpen ? null : group.id)}
                  onKeyDown={(event) => onTopKeyDown(event, group)}
                  className="rounded-md p-0.5 text-slate-600 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <ChevronIcon
                    className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </div>
              {/* Arrow keys pressed on the links inside bubble here: one handler moves between them. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
              <ul
                id={`submenu-${group.id}`}
                hidden={!isOpen}
                data-testid={`submenu-${group.id}`}
                onKeyDown={(event) => onSubmenuKeyDown(event, group)}
                className={`absolute top-full z-40 mt-1 min-w-60 max-w-80 rounded-md border border-slate-200 bg-white py-1 shadow-lg ${alignRight ? 'right-0' : 'left-0'}`}
              >
                {group.items.map((item) => (
                  <li key={item.href}>
                    <MenuItemLink item={item} className={itemClass} />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
