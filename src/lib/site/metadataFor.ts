import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { networkDisplayName, networkShortName } from './network'
import { pageLocale, type LocaleParams } from './page'
import { pageMetadata } from './pageMetadata'
import { routes, type RouteName } from './routes'

/**
 * generateMetadata for a page whose title and description are messages of one
 * namespace (`title` and `description` unless told otherwise).
 */
export const metadataFor =
  (namespace: string, route: RouteName, titleKey = 'title', descriptionKey = 'description') =>
  async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const t = await getTranslations({ locale, namespace })
    const values = { network: networkDisplayName() }
    return pageMetadata({
      locale,
      path: routes(networkShortName())[route],
      title: t(titleKey, values),
      description: t(descriptionKey, values),
    })
  }
