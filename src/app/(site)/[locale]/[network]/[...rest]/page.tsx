import { notFound } from 'next/navigation'

/** Any deeper unknown address renders the site's 404 page inside the shell. */
export default function UnknownPage() {
  notFound()
}
