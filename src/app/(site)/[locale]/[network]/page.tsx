import { redirect } from 'next/navigation'
import { networkShortName } from '@/lib/site/network'
import { routes } from '@/lib/site/routes'

/** The network's menu group goes to its first child. */
export default function NetworkPage() {
  redirect(routes(networkShortName()).whatIs)
}
