// The background-jobs worker (`npm run jobs`): runs the queue of payload-jobs every 5 seconds and
// queues the scheduled tasks when due, like a one-machine `npm start` does in its own process.
// Start one beside web instances that run with RUN_JOBS=false. Stops on SIGINT/SIGTERM; a job it
// was running when stopped or killed is run again once its lease runs out (src/lib/jobs/lease.ts).
import { getPayload } from 'payload'
import config from '@payload-config'
import { releaseAbandonedJobs } from '@/lib/jobs/lease'

// A worker runs jobs whatever the environment says for the web instances (read at each tick).
process.env.RUN_JOBS = 'true'

const payload = await getPayload({ config, cron: true })
await releaseAbandonedJobs(payload)
payload.logger.info({ msg: 'Jobs worker started', pid: process.pid })

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    payload.logger.info({ msg: `Jobs worker stopping (${signal})` })
    // No new ticks; a job still under way is handed back to the queue once its lease runs out.
    void payload.destroy().then(() => process.exit(0))
  })
