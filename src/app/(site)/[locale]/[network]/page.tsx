import { networkShortName } from '@/lib/site/network'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { redirectInLanguage } from '@/lib/site/redirectInLanguage'
import { routes } from '@/lib/site/routes'

/** The network's menu group goes to its first child. */
export default async function NetworkPage({ params }: LocaleParams) {
  return redirectInLanguage(routes(networkShortName()).whatIs, await pageLocale(params))
}
