'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { MenuBarItem } from './types'

const MenuGroupsContext = createContext<MenuBarItem[]>([])

/** The menu bar, handed to the page once for both the desktop menu and the drawer. */
export function MenuGroupsProvider({
  items,
  children,
}: {
  items: MenuBarItem[]
  children: ReactNode
}) {
  return <MenuGroupsContext.Provider value={items}>{children}</MenuGroupsContext.Provider>
}

export const useMenuBar = (): MenuBarItem[] => useContext(MenuGroupsContext)
