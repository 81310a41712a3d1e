'use client'

import NextLink from 'next/link'
import { usePathname as useAddress } from 'next/navigation'
import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'
import { localePath, sitePath } from '@/lib/site/localePath'
import { isLocale, defaultLocale } from './locales'

// Links take SPEC's Portuguese paths and give the address in the page's language (routing.ts,
// `as-needed`). Written on next/link rather than next-intl's createNavigation, whose client
// side (locale cookie syncing, routing options) weighs about 3 KB of gzipped JavaScript on
// every page and does nothing here: the address alone decides the language.

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }

/** next/link to a site path, in the language of the page it is on. */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale()
  return <NextLink href={localePath(isLocale(locale) ? locale : defaultLocale, href)} {...props} />
}

/** The current page's site path: its address without the language prefix. */
export function usePathname(): string {
  return sitePath(useAddress())
}
