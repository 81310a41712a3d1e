import type { MetadataRoute } from 'next'
import { defaultLocale, locales } from '@/i18n/locales'
import { getMenuProjects, getMenuResources } from '@/lib/site/content/menu'
import { networkShortName } from '@/lib/site/network'
import { localePath } from '@/lib/site/localePath'
import { localeAlternates } from '@/lib/site/pageMetadata'
import { publicRouteNames, routes } from '@/lib/site/routes'
import { siteUrl } from '@/lib/siteUrl'

// Rebuilt when projects or resources change (their reads are tagged), and hourly.
export const revalidate = 3600

/** Every public page in each language (its own address), each entry with its pt/es/en alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const r = routes(networkShortName())
  const [projects, resources] = await Promise.all([
    getMenuProjects(defaultLocale).catch(() => []),
    getMenuResources(defaultLocale).catch(() => []),
  ])
  const paths = [
    ...publicRouteNames.map((name) => r[name]),
    ...projects.map((p) => p.href),
    ...resources.map((p) => p.href),
  ]
  const absolute = (href: string) => `${base}${href === '/' ? '' : href}`
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(
      Object.entries(localeAlternates(path)).map(([lang, href]) => [lang, absolute(href)]),
    )
    return locales.map((locale) => ({
      url: absolute(localePath(locale, path)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.6,
      alternates: { languages },
    }))
  })
}
