import { jsonResponse, type JsonAnswer } from './jsonAnswer'

/**
 * What a direct route reads of its request. A Next.js request is one; the production server
 * builds only this much (server/directRoutes.mjs).
 */
export interface DirectRequest {
  readonly url: string
  readonly headers: Headers
  text(): Promise<string>
  json(): Promise<unknown>
}

export type DirectHandler = (request: DirectRequest) => Promise<JsonAnswer>

const registryKey = Symbol.for('relamc.directRoutes')

/**
 * Registers a handler the production server may call directly, keyed `METHOD /path`, and gives
 * the Next.js route handler for the same address. Registered when Next.js loads the route's
 * module, so the first request always goes through Next.js; under `next start` or in tests,
 * nothing reads the registry.
 */
export function registerDirectRoute(
  method: string,
  path: string,
  handler: DirectHandler,
): (request: Request) => Promise<Response> {
  const registry = ((globalThis as Record<symbol, Map<string, DirectHandler> | undefined>)[
    registryKey
  ] ??= new Map())
  registry.set(`${method} ${path}`, handler)
  return async (request) => jsonResponse(await handler(request))
}
