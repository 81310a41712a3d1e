'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { expandMenu, type CompactMenuItem } from './compactMenu'
import type { MenuBarItem } from '@/lib/site/menuTypes'

const MenuGroupsContext = createContext<MenuBarItem[]>([])

/** The menu bar, handed to the page once (compacted) for both the desktop menu and the drawer. */
export function MenuGroupsProvider({
  items,
  children,
}: {
  items: CompactMenuItem[]
  children: ReactNode
}) {
  const menu = useMemo(() => expandMenu(items), [items])
  return <MenuGroupsContext.Provider value={menu}>{children}</MenuGroupsContext.Provider>
}

export const useMenuBar = (): MenuBarItem[] => useContext(MenuGroupsContext)
