import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Local API, shared by every server component of the public site. `cron`: the first caller
 * starts this process's background-jobs loop (src/lib/jobs; nothing when RUN_JOBS=false).
 */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config, cron: true })
