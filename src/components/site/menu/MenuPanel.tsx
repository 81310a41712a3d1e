'use client'

import type { KeyboardEvent } from 'react'
import { MenuItemLink } from './MenuItemLink'
import { menuSections } from './sections'
import type { MenuBarItem } from './types'

const itemClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800'
const headingClass = 'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase'

/**
 * A bar entry's dropdown: its groups side by side under their names (one list when it holds a
 * single group), then the groups that are links themselves. The panel is `submenu-<entry>`;
 * every other group inside keeps its own `submenu-<group>` name for tests and styling.
 */
export function MenuPanel({
  item,
  open,
  alignRight,
  onKeyDown,
}: {
  item: MenuBarItem
  open: boolean
  alignRight: boolean
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}) {
  const { lists, links, headed } = menuSections(item)
  const wide = lists.length > 1
  return (
    // Arrow keys pressed on the links inside bubble here: one handler moves between them.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={`submenu-${item.id}`}
      hidden={!open}
      data-testid={`submenu-${item.id}`}
      onKeyDown={onKeyDown}
      className={`absolute top-full z-40 mt-1 rounded-lg border border-slate-200 bg-white p-2 whitespace-normal shadow-lg ${wide ? 'w-[36rem] max-w-[calc(100vw-2rem)]' : 'w-72'} ${alignRight ? 'right-0' : 'left-0'}`}
    >
      <div className={wide ? 'grid grid-cols-2 gap-x-2' : undefined}>
        {lists.map((group, index) => {
          const headingId = `menu-heading-${group.id}`
          return (
            <div
              key={group.id}
              data-testid={index > 0 ? `submenu-${group.id}` : undefined}
              className="min-w-0"
            >
              {headed && (
                <p id={headingId} className={headingClass}>
                  {group.label}
                </p>
              )}
              <ul aria-labelledby={headed ? headingId : undefined}>
                {group.items.map((link) => (
                  <li key={link.href}>
                    <MenuItemLink item={link} className={itemClass} />
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </div>
      {links.length > 0 && (
        <ul className="mt-1 border-t border-slate-200 pt-1">
          {links.map((link) => (
            <li key={link.href}>
              <MenuItemLink item={link} className={`${itemClass} font-medium`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
