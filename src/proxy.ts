import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { bodyLimitRefusal } from './lib/security/bodyLimits'
import { publicPageCacheControl, sessionCacheControl } from './lib/site/cacheControl'
import { networkShortName } from './lib/site/network'
import { defaultLocale, locales } from './i18n/locales'

const localize = createMiddleware(routing)

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

const prefixes = locales.filter((locale) => locale !== defaultLocale).join('|')
const publicationsListPath = new RegExp(`^(/(?:${prefixes}))?/publicacoes/([^/]+)/?$`)

/**
 * /publicacoes/<another network>: its page is rendered per request, where a 404 found while
 * rendering reaches the browser as Next's empty error document. Answered instead by a static
 * 404 page in the address's language (its internal path, [locale] segment first).
 */
function unknownPublicationsList(request: NextRequest): URL | null {
  const match = publicationsListPath.exec(request.nextUrl.pathname)
  const [, prefix, list] = match ?? []
  if (!list || [networkShortName(), 'registros-latino-americanos', 'outras'].includes(list))
    return null
  const locale = prefix?.slice(1) ?? defaultLocale
  return new URL(`/${locale}/publicacoes/lista-desconhecida`, request.url)
}

export default function proxy(request: NextRequest) {
  const tooLarge = bodyLimitRefusal(request)
  if (tooLarge) return tooLarge
  // Payload's API (reached here only with a body) has nothing else to do in this proxy.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next()
  if (isForeignServerAction(request)) return new Response('Forbidden', { status: 403 })
  const unknownList = unknownPublicationsList(request)
  const response = unknownList ? NextResponse.rewrite(unknownList) : localize(request)
  const shareable =
    (request.method === 'GET' || request.method === 'HEAD') && !request.cookies.has('payload-token')
  response.headers.set('Cache-Control', shareable ? publicPageCacheControl : sessionCacheControl)
  return response
}

export const config = {
  matcher: [
    // Everything but Payload (admin, API), Next internals and files with an extension.
    '/((?!admin|api|_next|_vercel|.*\\..*).*)',
    // Payload's API when a request carries a body, for its size (a GET passes untouched). The
    // public alarm test is left out: its route refuses an oversized or unmeasured body itself
    // (publicSurveillanceRoute), and the proxy would make Next.js copy every body to it.
    {
      source: '/api/:path((?!surveillance/alarm-test$).*)',
      has: [{ type: 'header', key: 'content-length' }],
    },
    {
      source: '/api/:path((?!surveillance/alarm-test$).*)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
  ],
}
