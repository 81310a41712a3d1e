import type { PayloadRequest } from 'payload'

/**
 * The client's address as the production server (server/index.mjs) sets it
 * from the socket and TRUSTED_PROXIES; null under a server that does not
 * (`next dev`, `next start`), where no per-address limit can be trusted.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>): string | null =>
  req.headers.get('x-client-address') || null
