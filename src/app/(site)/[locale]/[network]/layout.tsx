import type { ReactNode } from 'react'
import { networkShortName } from '@/lib/site/network'

// Only the configured network's pages exist. Any other first segment (/nao-existe, another
// network's name) matches no route, so Next.js answers with src/app/global-not-found.tsx,
// rendered on the server; so does any unknown address under the network's own name.
export const dynamicParams = false
export const generateStaticParams = () => [{ network: networkShortName() }]

export default function NetworkLayout({ children }: { children: ReactNode }) {
  return children
}
