import { NotFoundMessage } from '@/components/site/notFound/NotFoundMessage'

/** Where a notFound() under the locale lands: the message inside the site's shell. */
export default function NotFound() {
  return <NotFoundMessage />
}
