import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API, shared by every server component of the public site. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
