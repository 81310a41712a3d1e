import type { MenuBarItem, MenuGroup } from '@/lib/site/menuTypes'

/**
 * The menu bar as the page's payload carries it: what can be worked out again is left out. A
 * group's address is its first destination's, and an entry's name and address its first
 * group's, unless they differ.
 */
export type CompactGroup = Omit<MenuGroup, 'href'> & { href?: string }
export type CompactMenuItem = Partial<Omit<MenuBarItem, 'groups'>> & { groups: CompactGroup[] }

/** `{ [key]: value }`, or nothing when the value can be worked out (the payload writes `undefined` out). */
const unless = <K extends string, T>(key: K, value: T, derived: T | undefined) =>
  (value === derived ? {} : { [key]: value }) as Partial<Record<K, T>>

export function compactMenu(items: MenuBarItem[]): CompactMenuItem[] {
  return items.map(({ id, label, href, groups }) => ({
    ...unless('id', id, groups[0]?.id),
    ...unless('label', label, groups[0]?.label),
    ...unless('href', href, groups[0]?.href),
    groups: groups.map(({ href: groupHref, ...group }) => ({
      ...group,
      ...unless('href', groupHref, group.items[0]?.href),
    })),
  }))
}

export function expandMenu(items: CompactMenuItem[]): MenuBarItem[] {
  return items.map((item) => {
    const groups = item.groups.map((group): MenuGroup => ({
      ...group,
      href: group.href ?? group.items[0]!.href,
    }))
    return {
      id: item.id ?? groups[0]!.id,
      label: item.label ?? groups[0]!.label,
      href: item.href ?? groups[0]!.href,
      groups,
    }
  })
}
