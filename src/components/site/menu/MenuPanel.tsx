'use client'

import type { KeyboardEvent } from 'react'
import { MenuItemLink } from './MenuItemLink'
import { menuSections } from './sections'
import type { MenuBarItem } from '@/lib/site/menuTypes'

// Styled once in globals.css rather than on each of the menu's links.
const itemClass = 'menu-item'
const headingClass = 'menu-heading'

/**
 * A bar entry's dropdown: its groups side by side under their names (one list when it holds a
 * single group), then the groups that are links themselves. The panel is `submenu-<entry>`;
 * every other group inside keeps its own `submenu-<group>` name for tests and styling.
 */
export function MenuPanel({
  item,
  alignRight,
  onKeyDown,
}: {
  item: MenuBarItem
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
