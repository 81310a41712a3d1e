import type { Metadata } from 'next'
import { ContentNotFound } from '@/components/site/notFound/ContentNotFound'
import { pageLocale, type LocaleParams } from '@/lib/site/page'
import { notFoundMetadata } from '@/lib/site/siteMetadata'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params))
}

/**
 * Where the proxy sends /publicacoes/<another network> (src/proxy.ts): the publications page of
 * a network that is not this one. A static page, so the 404 message is in the server's HTML,
 * in the address's language; the publications page itself is rendered per request, where a
 * 404 reaches the browser as Next's empty error document.
 */
export default async function UnknownPublicationsList({ params }: LocaleParams) {
  await pageLocale(params)
  return <ContentNotFound />
}
