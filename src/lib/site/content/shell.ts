import type { Locale } from '@/i18n/locales'
import { getMenuProjects, getMenuResources } from './menu'
import { getFooterText, getSiteSettings, type FooterContent } from './settings'

export type ShellContent = {
  projects: Awaited<ReturnType<typeof getMenuProjects>>
  resources: Awaited<ReturnType<typeof getMenuResources>>
  /** Empty when the office left the footer blank or it could not be read: the shell shows the address. */
  footer: FooterContent
  /** The office address of the site settings, shown when the footer is empty; null when unset or unreadable. */
  officeAddress: string | null
}

/** Content the shell can live without: a failed read leaves the menu and footer with their defaults. */
async function optional<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch {
    return fallback
  }
}

/** Everything the header and footer show, each read failing silently on its own (SPEC 7, 8). */
export async function getShellContent(locale: Locale): Promise<ShellContent> {
  const [projects, resources, footer, officeAddress] = await Promise.all([
    optional(() => getMenuProjects(locale), []),
    optional(() => getMenuResources(locale), []),
    optional(() => getFooterText(locale), { content: null, html: '' }),
    optional(async () => (await getSiteSettings(locale)).officeAddress ?? null, null),
  ])
  return { projects, resources, footer, officeAddress }
}
