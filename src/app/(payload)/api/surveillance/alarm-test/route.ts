import { alarmTestRoute } from '@/endpoints/surveillance/alarmTest'

// Taken before Payload's /api catch-all: the one public endpoint that must answer at page speed.
export const POST = alarmTestRoute
