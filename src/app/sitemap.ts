import type { MetadataRoute } from 'next'
import { defaultLocale } from '@/i18n/locales'
import { getMenuProjects, getMenuResources } from '@/lib/site/content/menu'
import { networkShortName } from '@/lib/site/network'
import { localeAlternates } from '@/lib/site/pageMetadata'
import { publicRouteNames, routes } from '@/lib/site/routes'
import { siteUrl } from '@/lib/siteUrl'

// Rebuilt when projects or resources change (their reads are tagged), and hourly.
export const revalidate = 3600

/** Every public page, each with its pt/es/en alternates (same path, language chosen by the entry address). */
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
  return paths.map((path) => ({
    url: `${base}${path === '/' ? '' : path}`,
    changeFrequency: 'weekly',
    priority: path === '/' ? 1 : 0.6,
    alternates: {
      languages: Object.fromEntries(
        Object.entries(localeAlternates(path)).map(([lang, href]) => [lang, `${base}${href}`]),
      ),
    },
  }))
}
