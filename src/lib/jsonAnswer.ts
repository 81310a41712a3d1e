/**
 * An answer as plain data: status, JSON body, extra headers, which the surveillance endpoints'
 * shared boundary builds and a route handler turns into a Response.
 */
export interface JsonAnswer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

export const jsonResponse = ({ status, body, headers }: JsonAnswer): Response =>
  Response.json(body, { status, headers })
