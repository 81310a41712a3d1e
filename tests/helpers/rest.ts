import { graphqlRoute } from '@/lib/security/graphqlRequest'
import { restRoutes } from '@/lib/security/restRoutes'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export const origin = 'http://localhost:3000'

type RouteModule = Partial<Record<Method, (request: Request) => Promise<Response>>>

/** Addresses under /api that Next.js gives to a route of their own before Payload's catch-all. */
const ownRoutes: Record<string, () => Promise<RouteModule>> = {
  'surveillance/alarm-test': () => import('@/app/(payload)/api/surveillance/alarm-test/route'),
  health: () => import('@/app/(payload)/api/health/route'),
  ready: () => import('@/app/(payload)/api/ready/route'),
  metrics: () => import('@/app/(payload)/api/metrics/route'),
}

/** The same for catch-all routes of their own, by the address's first segment. */
const ownCatchAllRoutes: Record<string, () => Promise<RouteModule>> = {
  'payload-migrations': () => import('@/app/(payload)/api/payload-migrations/[[...path]]/route'),
}

type Options = {
  token?: string
  body?: unknown
  form?: FormData
  /** A JSON body sent as written (malformed or nested, as JSON.stringify would not write it). */
  raw?: string
  locale?: string
  headers?: Record<string, string>
  /** Send the body as a stream of unknown length (chunked), as no browser does. */
  chunked?: boolean
}

/** Calls the REST API exactly as Next.js would route /api/<path>, without a server. */
export async function rest(
  method: Method,
  apiPath: string,
  options: Options = {},
): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const url = new URL(`/api/${apiPath.replace(/^\//, '')}`, origin)
  if (options.locale) url.searchParams.set('locale', options.locale)
  const headers = new Headers(options.headers)
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  let body: ArrayBuffer | undefined
  const content =
    options.form ??
    options.raw ??
    (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (content !== undefined) {
    // Encoded up front so the request states its length, as browsers and HTTP clients do.
    const encoded = new Response(content)
    body = await encoded.arrayBuffer()
    headers.set(
      'Content-Type',
      options.form ? (encoded.headers.get('Content-Type') ?? '') : 'application/json',
    )
    if (!options.chunked) headers.set('Content-Length', String(body.byteLength))
  }
  const request = options.chunked
    ? new Request(url, {
        method,
        headers,
        body: new Blob([body ?? new ArrayBuffer(0)]).stream(),
        duplex: 'half',
      } as RequestInit)
    : new Request(url, { method, headers, body })
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const own = ownRoutes[slug.join('/')] ?? ownCatchAllRoutes[slug[0] ?? '']
  if (own) {
    const handler = (await own())[method]
    return handler ? handler(request) : new Response(null, { status: 405 })
  }
  return restRoutes(config)[method](request, { params: Promise.resolve({ slug }) })
}

export type GraphqlAnswer = {
  data?: Record<string, unknown>
  errors?: { message: string; extensions?: { statusCode?: number; code?: string } }[]
}

/** Posts a raw body to /api/graphql as its route does (malformed ones included). */
export async function graphqlPost(
  body: string,
  options: { token?: string; locale?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const headers = new Headers({ 'Content-Type': 'application/json', ...options.headers })
  if (options.token) headers.set('Authorization', `JWT ${options.token}`)
  const url = new URL('/api/graphql', origin)
  if (options.locale) url.searchParams.set('locale', options.locale)
  const request = new Request(url, { method: 'POST', headers, body })
  return graphqlRoute(config)(request)
}

export async function graphql(query: string, token?: string): Promise<GraphqlAnswer> {
  return (await graphqlPost(JSON.stringify({ query }), { token })).json()
}

export async function login(email: string, password: string): Promise<string> {
  const res = await rest('POST', 'users/login', { body: { email, password } })
  const json = (await res.json()) as { token?: string }
  if (!res.ok || !json.token) throw new Error(`login failed for ${email}: ${res.status}`)
  return json.token
}
