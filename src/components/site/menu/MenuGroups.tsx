'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { MenuGroup } from './types'

const MenuGroupsContext = createContext<MenuGroup[]>([])

/** The menu, handed to the page once for both the desktop menu and the drawer. */
export function MenuGroupsProvider({
  groups,
  children,
}: {
  groups: MenuGroup[]
  children: ReactNode
}) {
  return <MenuGroupsContext.Provider value={groups}>{children}</MenuGroupsContext.Provider>
}

export const useMenuGroups = (): MenuGroup[] => useContext(MenuGroupsContext)
