import { notThere } from '@/lib/security/hiddenCollection'

// Payload's migration log, before Payload's catch-all route: see notThere.
export const GET = notThere
export const POST = notThere
export const PATCH = notThere
export const PUT = notThere
export const DELETE = notThere
