/* Payload's REST routes, as Payload generates this file, behind the checks of restRoutes. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { restRoutes } from '@/lib/security/restRoutes'

const routes = restRoutes(config)

export const GET = routes.GET
export const POST = routes.POST
export const DELETE = routes.DELETE
export const PATCH = routes.PATCH
export const PUT = routes.PUT
export const OPTIONS = routes.OPTIONS
