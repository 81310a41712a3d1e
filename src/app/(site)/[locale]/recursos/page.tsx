import { getMenuResources } from '@/lib/site/content/menu'
import { firstChildHref } from '@/lib/site/firstChild'
import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { redirectInLanguage } from '@/lib/site/redirectInLanguage'
import { routes } from '@/lib/site/routes'

/**
 * SPEC: the resources parent goes to its first child, as in the menu: the first
 * network resource in the office's order, else the links.
 */
export default async function ResourcesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const resources = await getMenuResources(locale).catch(() => [])
  return redirectInLanguage(firstChildHref(resources, routes(networkShortName()).links), locale)
}
