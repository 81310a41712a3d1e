import { alarmTestRoute } from '@/endpoints/surveillance/alarmTest'
import { registerDirectRoute } from '@/lib/directRoutes'

// Taken before Payload's /api catch-all, and, once loaded, answered by the production server
// directly: the one public endpoint that must answer at page speed.
export const POST = registerDirectRoute('POST', '/api/surveillance/alarm-test', alarmTestRoute)
