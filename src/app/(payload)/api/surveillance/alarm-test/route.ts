import { alarmTestRoute } from '@/endpoints/surveillance/alarmTest'

// Taken before Payload's /api catch-all: the one public endpoint that must answer at page speed
// skips Payload's REST pipeline (see endpoints/surveillance/publicRoute.ts).
export const POST = alarmTestRoute
