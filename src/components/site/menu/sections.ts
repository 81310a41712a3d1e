import type { MenuBarItem, MenuGroup, MenuLink } from '@/lib/site/menuTypes'

export type MenuSections = {
  /** Groups with destinations, shown as lists (side by side in the desktop dropdown). */
  lists: MenuGroup[]
  /** Groups that are a destination themselves (events), listed after the others. */
  links: MenuLink[]
  /** Whether each list shows its group's name: several lists, or a shortened bar label. */
  headed: boolean
}

/** What a bar entry's dropdown (or drawer section) shows. */
export function menuSections(item: MenuBarItem): MenuSections {
  const lists = item.groups.filter((group) => group.items.length)
  const links = item.groups
    .filter((group) => !group.items.length)
    .map((group) => ({ label: group.label, href: group.href }))
  const headed = lists.length > 1 || (lists.length === 1 && lists[0]!.label !== item.label)
  return { lists, links, headed }
}

/** An entry that is only a link (no dropdown): one group without items. */
export const isPlainLink = (item: MenuBarItem): boolean =>
  item.groups.length === 1 && !item.groups[0]!.items.length
