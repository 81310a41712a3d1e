import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { redirectInLanguage } from '@/lib/site/redirectInLanguage'
import { routes } from '@/lib/site/routes'

/** A menu parent goes to its first child. */
export default async function ParentPage({ params }: LocaleParams) {
  return redirectInLanguage(routes(networkShortName()).epidemics, await pageLocale(params))
}
