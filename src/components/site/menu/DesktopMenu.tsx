'use client'

import { Link, usePathname } from '@/i18n/navigation'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslations } from 'next-intl'
import { useMenuBar } from './MenuGroups'
import { MenuPanel } from './MenuPanel'
import { isPlainLink } from './sections'
import type { MenuBarItem } from '@/lib/site/menuTypes'

/** SPEC: a dropdown stays open 300 ms after the pointer leaves, so diagonal moves don't close it. */
export const MENU_CLOSE_DELAY_MS = 300

// One line from the large breakpoint (globals.css): short labels that never wrap.
const topLinkClass = 'menu-top-link'

/**
 * The large-screen menu: a disclosure navigation on one line. Each parent is a link to its
 * first child plus a button that opens its dropdown; hovering opens it too.
 * Arrow keys move between parents and inside a dropdown, Escape closes it.
 */
export function DesktopMenu() {
  const items = useMenuBar()
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

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, group: MenuBarItem) => {
    const links = topLinks()
    const index = links.findIndex((link) => link.dataset.topLink === group.id)
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const step = event.key === 'ArrowRight' ? 1 : -1
      setOpenId(null)
      links[(index + step + links.length) % links.length]?.focus()
    } else if (event.key === 'ArrowDown' && !isPlainLink(group)) {
      event.preventDefault()
      focusSubmenu(group.id, 'first')
    } else if (event.key === 'ArrowUp' && !isPlainLink(group)) {
      event.preventDefault()
      focusSubmenu(group.id, 'last')
    } else if (event.key === 'Escape') {
      setOpenId(null)
    }
  }

  const onSubmenuKeyDown = (event: KeyboardEvent<HTMLElement>, group: MenuBarItem) => {
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
      {/* Wrapping stays possible as a fallback; tests/e2e/menuWidth.e2e.ts checks it never happens. */}
      <ul className="flex flex-wrap items-center justify-center gap-x-0.5 xl:gap-x-2">
        {items.map((item, index) => {
          const isOpen = openId === item.id
          if (isPlainLink(item)) {
            return (
              <li key={item.id} data-group={item.id}>
                <Link
                  href={item.href}
                  data-top-link={item.id}
                  className={topLinkClass}
                  aria-current={pathname === item.href ? 'page' : undefined}
                  onKeyDown={(event) => onTopKeyDown(event, item)}
                >
                  {item.label}
                </Link>
              </li>
            )
          }
          return (
            <li
              key={item.id}
              className="menu-group"
              data-group={item.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                cancelClose()
                setOpenId(item.id)
              }}
              onPointerLeave={(event) => event.pointerType === 'mouse' && scheduleClose()}
              onBlur={(event) => onGroupBlur(event, item.id)}
            >
              <Link
                href={item.href}
                data-top-link={item.id}
                className={`${topLinkClass} pr-0.5 xl:pr-1`}
                onKeyDown={(event) => onTopKeyDown(event, item)}
              >
                {item.label}
              </Link>
              <button
                type="button"
                data-toggle={item.id}
                aria-expanded={isOpen}
                aria-controls={isOpen ? `submenu-${item.id}` : undefined}
                aria-label={t('toggleSubmenu', { group: item.label })}
                onClick={() => setOpenId(isOpen ? null : item.id)}
                onKeyDown={(event) => onTopKeyDown(event, item)}
                className="menu-toggle"
              />
              {/* Rendered only when open: every page would otherwise carry all the hidden links. */}
              {isOpen && (
                <MenuPanel
                  item={item}
                  alignRight={index >= items.length - 3}
                  onKeyDown={(event) => onSubmenuKeyDown(event, item)}
                />
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
