import type { Endpoint } from 'payload'
import { alarmTestEndpoint } from './alarmTest'
import { batchEndpoint } from './batch'

/** Root endpoints of the surveillance tools, served under /api. */
export const surveillanceEndpoints: Endpoint[] = [alarmTestEndpoint, batchEndpoint]
