/** One destination of the menu. Secure items need a login; external ones open in a new window. */
export type MenuLink = { label: string; href: string; secure?: boolean; external?: boolean }

/** A top-level entry: a group with a submenu, or a plain link when it has no items. */
export type MenuGroup = { id: string; label: string; href: string; items: MenuLink[] }
