import type { MenuBarItem, MenuGroup } from './menuTypes'

/**
 * How SPEC's twelve menu groups sit in the bar: eight top-level entries, so the bar stays on one
 * line from the large breakpoint in every language (tests/e2e/menuWidth.e2e.ts). An entry is
 * named after its first group; the others are listed in its dropdown under their own names.
 */
export const menuBarLayout: readonly (readonly string[])[] = [
  ['network', 'projects'],
  ['meetings', 'events'],
  ['data-submission'],
  ['data', 'statistical-tests'],
  ['surveillance'],
  ['registries'],
  ['publications', 'resources'],
  ['contact'],
]

/**
 * The menu bar from SPEC's groups. `shortLabels` replaces a long group name in the bar only
 * (its dropdown still shows the full name). A group the layout does not place gets an entry of
 * its own at the end, so nothing built by `buildMenu` is ever left out.
 */
export function menuBar(
  groups: MenuGroup[],
  shortLabels: Partial<Record<string, string>> = {},
): MenuBarItem[] {
  const byId = new Map(groups.map((group) => [group.id, group]))
  const placed = new Set(menuBarLayout.flat())
  const rows = [...menuBarLayout, ...groups.filter((g) => !placed.has(g.id)).map((g) => [g.id])]
  return rows.flatMap((ids) => {
    const members = ids.flatMap((id) => byId.get(id) ?? [])
    const first = members[0]
    if (!first) return []
    return [
      {
        id: first.id,
        label: shortLabels[first.id] ?? first.label,
        href: first.href,
        groups: members,
      },
    ]
  })
}
