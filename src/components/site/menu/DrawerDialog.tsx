'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@/i18n/navigation'
import { useState, type RefObject } from 'react'
import { useTranslations } from 'next-intl'
import { ChevronIcon } from './icons'
import { DrawerSection } from './DrawerSection'
import { useMenuBar } from './MenuGroups'
import { isPlainLink } from './sections'

const rowClass =
  'flex w-full items-center justify-between gap-2 rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700'

/** The drawer itself: a left panel whose groups expand in place; focus goes back to the hamburger. */
export default function DrawerDialog({
  open,
  setOpen,
  trigger,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const items = useMenuBar()
  const t = useTranslations('shell')
  const [expanded, setExpanded] = useState<string | null>(null)

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          id="drawer"
          data-testid="drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              {t('mainMenu')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('closeMenu')}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="size-5 fill-none stroke-current"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t('mainMenu')} className="flex-1 overflow-y-auto p-2">
            <ul className="space-y-0.5">
              {items.map((item) => {
                if (isPlainLink(item)) {
                  return (
                    <li key={item.id}>
                      <Link href={item.href} className={rowClass} onClick={() => setOpen(false)}>
                        {item.label}
                      </Link>
                    </li>
                  )
                }
                const isExpanded = expanded === item.id
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={rowClass}
                      aria-expanded={isExpanded}
                      aria-controls={`drawer-${item.id}`}
                      data-drawer-group={item.id}
                      onClick={() => setExpanded(isExpanded ? null : item.id)}
                    >
                      {item.label}
                      <ChevronIcon
                        className={`size-5 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                      />
                    </button>
                    <DrawerSection
                      id={`drawer-${item.id}`}
                      item={item}
                      hidden={!isExpanded}
                      onNavigate={() => setOpen(false)}
                    />
                  </li>
                )
              })}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
