import { env } from '@/env'

/**
 * Whether this process runs background jobs: yes by default (one machine, `npm start`); web
 * instances of a deployment with `npm run jobs` workers set RUN_JOBS=false and only queue them.
 */
export const runsJobs = (): boolean => env.runJobs()
