import type { Metadata } from 'next'
import { createTranslator, type Messages } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { networkDisplayName, networkShortName } from './network'
import { pageLocale, type LocaleParams } from './page'
import { pageMetadata } from './pageMetadata'
import { routes, type RouteName } from './routes'

type Area = keyof Messages & string
/** The keys of an object whose values are objects, or plain texts. */
type KeysWhere<T, V> = { [K in keyof T & string]: T[K] extends V ? K : never }[keyof T & string]

/** A message area (`projects`) or a group inside one (`monitoring.scan`). */
type Namespace = { [A in Area]: A | `${A}.${KeysWhere<Messages[A], object>}` }[Area]
type NamespaceValue<N extends Namespace> = N extends `${infer A extends Area}.${infer G}`
  ? G extends keyof Messages[A]
    ? Messages[A][G]
    : never
  : N extends Area
    ? Messages[N]
    : never
/** The keys of a namespace whose values are plain texts. */
type TextKey<N extends Namespace> = KeysWhere<NamespaceValue<N>, string>

/** One catalog text with its ICU placeholders filled in. */
function catalogText(locale: Locale, namespace: Namespace, key: string): string {
  let node: unknown = messagesByLocale[locale]
  for (const part of [...namespace.split('.'), key])
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  // A text, or the build's precompiled form of it (next.config.ts): the translator reads both.
  if (typeof node !== 'string' && !Array.isArray(node))
    throw new Error(`No message ${namespace}.${key}`)
  return createTranslator({ locale, messages: { text: node as string } })('text', {
    network: networkDisplayName(),
  })
}

/**
 * generateMetadata for a page whose title and description are messages of one
 * namespace (`title` and `description` unless told otherwise). A namespace or
 * key missing from the catalogs fails the type check.
 */
export const metadataFor =
  <N extends Namespace>(
    namespace: N,
    route: RouteName,
    titleKey?: TextKey<N>,
    descriptionKey?: TextKey<N>,
  ) =>
  async ({ params }: LocaleParams): Promise<Metadata> => {
    const locale = await pageLocale(params)
    return pageMetadata({
      locale,
      path: routes(networkShortName())[route],
      title: catalogText(locale, namespace, titleKey ?? 'title'),
      description: catalogText(locale, namespace, descriptionKey ?? 'description'),
    })
  }
