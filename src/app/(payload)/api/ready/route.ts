import config from '@payload-config'
import { getPayload } from 'payload'
import { readiness, type Readiness } from '@/lib/readiness'

/** Payload could not start (its database refused it at init): nothing else is worth asking. */
const notStarted: Readiness = {
  status: 'not-ready',
  checks: {
    database: { ok: false, error: 'unreachable' },
    migrations: { ok: false, error: 'database unreachable' },
  },
}

// This instance can serve: database, migrations, and Redis and object storage when configured.
// Public and without a session; 503 tells a load balancer to send no traffic here yet.
// Taken before Payload's /api catch-all. The first check after a start also starts this
// process's background-jobs loop (`cron`; src/lib/jobs), so a probed instance runs its jobs.
export async function GET(): Promise<Response> {
  const answer = await getPayload({ config, cron: true }).then(readiness, (error: unknown) => {
    // The error may quote DATABASE_URL: the log keeps it, the answer does not.
    console.error('Readiness: Payload could not start:', error)
    return notStarted
  })
  return Response.json(answer, {
    status: answer.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
