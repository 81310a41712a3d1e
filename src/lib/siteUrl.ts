import { env } from '@/env'

/** The public address used in emailed links. SERVER_URL wins; otherwise the local port. */
export const siteUrl = (): string => env.serverUrl()
