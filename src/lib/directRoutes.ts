/**
 * Route handlers the production server may call directly (server/directRoutes.mjs), keyed
 * `METHOD /path`. Registered when Next.js loads the route's module, so the first request always
 * goes through Next.js; under `next start` or in tests, nothing reads the registry.
 */
type Handler = (request: Request) => Promise<Response>

const registryKey = Symbol.for('relamc.directRoutes')

export function registerDirectRoute(method: string, path: string, handler: Handler): Handler {
  const registry = ((globalThis as Record<symbol, Map<string, Handler> | undefined>)[
    registryKey
  ] ??= new Map())
  registry.set(`${method} ${path}`, handler)
  return handler
}
