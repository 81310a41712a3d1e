/** One destination of the menu. Secure items need a login; external ones open in a new window. */
export type MenuLink = { label: string; href: string; secure?: boolean; external?: boolean }

/** One of SPEC's menu groups: a group with a submenu, or a plain link when it has no items. */
export type MenuGroup = { id: string; label: string; href: string; items: MenuLink[] }

/**
 * A top-level entry of the menu bar: one or more of SPEC's groups under one label, named after
 * its first group and leading to that group's first destination.
 */
export type MenuBarItem = { id: string; label: string; href: string; groups: MenuGroup[] }
