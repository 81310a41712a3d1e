import type { IncomingMessage, ServerResponse } from 'node:http'

type RequestLike = Pick<IncomingMessage, 'method' | 'url' | 'headers'>

export function pageKey(req: RequestLike): string | null
export function createPageCache(options?: { ttlMs?: number; maxEntries?: number }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean
  capture(req: IncomingMessage, res: ServerResponse): void
  clear(): void
  readonly size: number
}
