/**
 * An answer as plain data: status, JSON body, extra headers. Route handlers turn it into a
 * Response; the production server writes a direct route's answer straight to the socket
 * (server/directRoutes.mjs), without building a Response and reading it back.
 */
export interface JsonAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export const jsonResponse = ({ status, body, headers }: JsonAnswer): Response =>
  Response.json(body, { status, headers })
