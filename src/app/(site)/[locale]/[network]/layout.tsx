import type { ReactNode } from 'react'
import { networkShortName } from '@/lib/site/network'
import { assertNetwork } from '@/lib/site/page'

// Only the configured network's pages exist: any other first segment is a 404,
// rendered by the layout (not the router) so it keeps the site's shell and language.
export const generateStaticParams = () => [{ network: networkShortName() }]

export default async function NetworkLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ network: string }>
}) {
  assertNetwork((await params).network)
  return children
}
