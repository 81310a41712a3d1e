import { Suspense } from 'react'
import { notFound } from 'next/navigation'
import { NotFoundMessage } from './NotFoundMessage'

function RaiseNotFound(): never {
  notFound()
}

/**
 * What a page renders when the content its address names (a project, a resource) does not
 * exist: the 404 message in the server's HTML, with status 404.
 *
 * notFound() thrown by the page itself would fail the whole server render (React has no
 * error boundaries on the server), and Next.js then sends an empty error document that only
 * the browser's JavaScript fills in. Thrown inside a Suspense boundary it fails that boundary
 * alone: the server sends the boundary's fallback (the message) and, while prerendering the
 * page (these pages are static), answers 404; in the browser the same error reaches the
 * locale's not-found boundary, which shows the same message.
 */
export function ContentNotFound() {
  return (
    <Suspense fallback={<NotFoundMessage />}>
      <RaiseNotFound />
    </Suspense>
  )
}
