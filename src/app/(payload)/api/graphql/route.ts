import config from '@payload-config'
import { REST_OPTIONS } from '@payloadcms/next/routes'
import { graphqlRoute } from '@/lib/security/graphqlRequest'

// Payload's GraphQL route, with malformed requests refused first (src/lib/security/graphqlRequest.ts).
export const POST = graphqlRoute(config)

export const OPTIONS = REST_OPTIONS(config)
