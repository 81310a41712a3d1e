'use client'

import { MenuItemLink } from './MenuItemLink'
import { menuSections } from './sections'
import type { MenuBarItem } from '@/lib/site/menuTypes'

const linkClass =
  'flex items-center gap-2 rounded-md px-3 py-2.5 text-[0.95rem] text-slate-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800'

/** A bar entry's destinations in the drawer: the same groups and names as its desktop dropdown. */
export function DrawerSection({
  id,
  item,
  hidden,
  onNavigate,
}: {
  id: string
  item: MenuBarItem
  hidden: boolean
  onNavigate: () => void
}) {
  const { lists, links, headed } = menuSections(item)
  return (
    <div id={id} hidden={hidden} className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
      {lists.map((group) => {
        const headingId = `${id}-${group.id}`
        return (
          <div key={group.id} className="pb-1">
            {headed && (
              <p
                id={headingId}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase"
              >
                {group.label}
              </p>
            )}
            <ul aria-labelledby={headed ? headingId : undefined}>
              {group.items.map((link) => (
                <li key={link.href}>
                  <MenuItemLink item={link} onClick={onNavigate} className={linkClass} />
                </li>
              ))}
            </ul>
          </div>
        )
      })}
      {links.length > 0 && (
        <ul className="border-t border-slate-200 pt-1">
          {links.map((link) => (
            <li key={link.href}>
              <MenuItemLink item={link} onClick={onNavigate} className={linkClass} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
