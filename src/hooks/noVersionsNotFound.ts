import type { AfterErrorHook } from 'payload'

const notFound = { errors: [{ message: 'Not Found' }] }

/** The version history of a collection that keeps none is not there (404), not a server error. */
export const noVersionsNotFound: AfterErrorHook = ({ collection, req }) => {
  const path = new URL(req.url ?? '', 'http://local').pathname
  if (collection && !collection.versions && /\/versions(\/|$)/.test(path))
    return { status: 404, response: notFound }
  return undefined
}
