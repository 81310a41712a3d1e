import { JWTAuthentication, type AuthStrategy } from 'payload'

/**
 * Whether a request comes from a page of this site, whatever address the site was opened at
 * (localhost, an IP on an intranet, `www.` or not, behind a proxy): the browser says so itself
 * (`Sec-Fetch-Site: same-origin`, which no page can forge), or the page's origin names the very
 * host the request was sent to (`Host`, for browsers without Fetch Metadata). A request without
 * an Origin is left to Payload's own check.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  if (headers.get('sec-fetch-site') === 'same-origin') return true
  const origin = headers.get('origin')
  const host = headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host.toLowerCase()
  } catch {
    return false
  }
}

/** A session cookie sent with an Origin that is neither SERVER_URL (Payload's `csrf`) nor the site itself. */
export function isForeignCookieRequest(headers: Headers, allowedOrigins: string[]): boolean {
  const origin = headers.get('origin')
  if (!origin || !/(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')) return false
  return !allowedOrigins.includes(origin) && !isSameOriginRequest(headers)
}

/**
 * Payload accepts the session cookie only from the origins of its `csrf` list (SERVER_URL).
 * This strategy accepts it too from the site's own origin however it is reached: it hands
 * Payload's JWT check the request as what it is, a same-origin request, which that check
 * accepts by its Fetch Metadata. Other sites stay refused.
 */
export const sameOriginSession: AuthStrategy = {
  name: 'same-origin-session',
  authenticate: async (args) => {
    const origin = args.headers.get('origin')
    if (!origin || args.payload.config.csrf.includes(origin) || !isSameOriginRequest(args.headers))
      return { user: null }
    const headers = new Headers(args.headers)
    headers.delete('origin')
    headers.set('sec-fetch-site', 'same-origin')
    return JWTAuthentication({ ...args, headers })
  },
}
