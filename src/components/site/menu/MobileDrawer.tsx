'use client'

import { usePathname } from '@/i18n/navigation'
import { useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useLazyComponent } from '../useLazyComponent'

// Only small screens open it, and not on every visit: its code is fetched on the first tap.
const loadDrawer = () => import('./DrawerDialog')

/** Small screens: a hamburger opens a left drawer whose groups expand in place. */
export function MobileDrawer() {
  const t = useTranslations('shell')
  const pathname = usePathname()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [DrawerDialog, fetchDrawer] = useLazyComponent(loadDrawer)

  // A new page closes the drawer (state adjusted while rendering, as React recommends).
  const [drawerPath, setDrawerPath] = useState(pathname)
  if (drawerPath !== pathname) {
    setDrawerPath(pathname)
    setOpen(false)
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'drawer' : undefined}
        data-testid="hamburger"
        onClick={() => {
          fetchDrawer()
          setOpen(true)
        }}
        className="hamburger"
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-6 fill-none stroke-current"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {DrawerDialog && <DrawerDialog open={open} setOpen={setOpen} trigger={trigger} />}
    </>
  )
}
