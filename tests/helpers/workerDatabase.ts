import path from 'node:path'
import { workerDatabaseUrl, workerDataDir } from './workerDatabases'

// Before a test file loads Payload: this worker's copy of the prepared database, data folder
// and outbox (globalSetup made one per worker; VITEST_POOL_ID is 1…maxWorkers).
const id = Number(process.env.VITEST_POOL_ID)
const root = process.env.INT_DATA_ROOT
if (!root || !(id >= 1)) throw new Error('integration files run under tests/helpers/globalSetup.ts')
process.env.DATA_DIR = workerDataDir(root, id)
process.env.OUTBOX_DIR = path.join(process.env.DATA_DIR, 'outbox')
if (process.env.TEST_DATABASE_URL)
  process.env.DATABASE_URL = workerDatabaseUrl(process.env.TEST_DATABASE_URL, id)
