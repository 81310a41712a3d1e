import { openapiDocument } from '@/lib/surveillance/api/openapiDocument'

// The same for everyone and every request until the next deployment: built once, cached anywhere.
export const dynamic = 'force-static'

/** GET /api/openapi.json — the surveillance API's OpenAPI 3.1 document. Taken before Payload's /api catch-all. */
export async function GET(): Promise<Response> {
  return Response.json(openapiDocument(), {
    headers: {
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
      'Access-Control-Allow-Origin': '*',
    },
  })
}
