import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { bodyLimitRefusal } from './lib/security/bodyLimits'
import { networkShortName } from './lib/site/network'

const localize = createMiddleware(routing)

/**
 * Every page answers in the language of the NEXT_LOCALE cookie (Portuguese
 * while there is none) under one URL, so no shared cache may
 * keep it under the URL alone. Next.js replaces any Vary header of a page with
 * its own router headers, but keeps a Cache-Control set here: `private` keeps
 * shared caches out, `no-cache` makes browsers check their copy (ETag) on each
 * visit. A cache that keys on the locale cookie, like the README's nginx
 * example, may ignore it. A signed-in visitor's pages are stored nowhere.
 */
const pageCacheControl = 'private, no-cache'
const sessionCacheControl = 'private, no-store'

/**
 * A server action posted from another site is refused here with 403; Next.js
 * refuses it too, but as a server error.
 */
function isForeignServerAction(request: NextRequest): boolean {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false
  const origin = request.headers.get('origin')
  if (!origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}

/**
 * The request as next-intl should see it: the browser's language preference
 * removed, so without the NEXT_LOCALE cookie the default (Portuguese) applies.
 */
function withoutBrowserLanguage(request: NextRequest): NextRequest {
  if (!request.headers.has('accept-language')) return request
  const headers = new Headers(request.headers)
  headers.delete('accept-language')
  return new NextRequest(request, { headers })
}

/**
 * /publicacoes/<another network>: its page is rendered per request, where a 404 found while
 * rendering reaches the browser as Next's empty error document. Sent instead to an address
 * that matches no route, whose 404 page Next renders on the server (app/global-not-found).
 */
function unknownPublicationsList(request: NextRequest): NextRequest | null {
  const list = /^\/publicacoes\/([^/]+)\/?$/.exec(request.nextUrl.pathname)?.[1]
  if (!list || [networkShortName(), 'registros-latino-americanos', 'outras'].includes(list))
    return null
  const url = request.nextUrl.clone()
  url.pathname = `/${networkShortName()}/publicacoes-${list}`
  return new NextRequest(url, request)
}

export default function proxy(request: NextRequest) {
  const tooLarge = bodyLimitRefusal(request)
  if (tooLarge) return tooLarge
  // Payload's API (reached here only with a body) has nothing else to do in this proxy.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next()
  if (isForeignServerAction(request)) return new Response('Forbidden', { status: 403 })
  const response = localize(withoutBrowserLanguage(unknownPublicationsList(request) ?? request))
  const signedIn = request.cookies.has('payload-token')
  response.headers.set('Cache-Control', signedIn ? sessionCacheControl : pageCacheControl)
  response.headers.append('Vary', 'Cookie')
  return response
}

export const config = {
  matcher: [
    // Everything but Payload (admin, API), Next internals and files with an extension.
    '/((?!admin|api|_next|_vercel|.*\\..*).*)',
    // Payload's API when a request carries a body, for its size (a GET passes untouched).
    { source: '/api/:path*', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/api/:path*', has: [{ type: 'header', key: 'transfer-encoding' }] },
  ],
}
