'use client'

import { Link, usePathname } from '@/i18n/navigation'
import type { ComponentPropsWithoutRef, KeyboardEvent, MouseEvent } from 'react'
import { useTranslations } from 'next-intl'
import { ExternalIcon, LockIcon } from './icons'
import type { MenuLink } from '@/lib/site/menuTypes'

type Props = {
  item: MenuLink
  className?: string
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLAnchorElement>) => void
} & Pick<ComponentPropsWithoutRef<'a'>, 'role' | 'tabIndex'>

/** A menu destination: lock for secure items, new window for external ones, both spelled out for screen readers. */
export function MenuItemLink({ item, className, ...rest }: Props) {
  const t = useTranslations('common')
  const pathname = usePathname()
  const content = (
    <>
      <span>{item.label}</span>
      {item.secure && (
        <>
          <LockIcon />
          <span className="sr-only">({t('restricted')})</span>
        </>
      )}
      {item.external && (
        <>
          <ExternalIcon />
          <span className="sr-only">({t('newWindow')})</span>
        </>
      )}
    </>
  )
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-secure={item.secure || undefined}
        {...rest}
      >
        {content}
      </a>
    )
  }
  return (
    <Link
      href={item.href}
      className={className}
      aria-current={pathname === item.href ? 'page' : undefined}
      data-secure={item.secure || undefined}
      {...rest}
    >
      {content}
    </Link>
  )
}
