import { redirect } from 'next/navigation'
import { networkShortName } from '@/lib/site/network'
import { routes } from '@/lib/site/routes'

/** A menu parent goes to its first child. */
export default function ParentPage() {
  redirect(routes(networkShortName()).networkPublications)
}
