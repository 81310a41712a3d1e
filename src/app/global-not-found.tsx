import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'
import { NotFoundMessage } from '@/components/site/notFound/NotFoundMessage'
import { SiteDocument } from '@/components/site/shell/SiteDocument'
import { notFoundMetadata, siteMetadata } from '@/lib/site/siteMetadata'
import './(site)/globals.css'

export async function generateMetadata(): Promise<Metadata> {
  // The language of the address (/es/…, /en/…) as the proxy found it; Portuguese without one.
  const locale = await getLocale()
  return { ...(await siteMetadata(locale)), ...(await notFoundMetadata(locale)) }
}

/**
 * Any address no route matches (/nao-existe, /relamc/nao-existe, another network's name):
 * Next.js renders this page on the server with status 404, in the site's shell and the
 * visitor's language.
 */
export default async function GlobalNotFound() {
  return (
    <SiteDocument locale={await getLocale()}>
      <NotFoundMessage />
    </SiteDocument>
  )
}
