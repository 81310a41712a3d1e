import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  copyPostgresForWorkers,
  copyDataForWorkers,
  dropPostgresWorkers,
  intWorkers,
} from './workerDatabases'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs prepareDatabase.ts with tsx; resolves with its output when it printed READY and exited 0. */
function prepareDatabase(): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'tests/helpers/prepareDatabase.ts')],
      { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) =>
      resolve({ ok: code === 0 && /^READY$/m.test(output), output: output.slice(-4000) }),
    )
  })
}

/**
 * The integration run's database, prepared once: a fresh SQLite file in a temp
 * folder, or the PostgreSQL of TEST_DATABASE_URL wiped clean, migrated and
 * seeded in a child process; then copied for each worker (workerDatabases.ts). Done in this process, a module load that never settled once
 * emptied the event loop, so the run ended with status 0 having run no test;
 * a child that stops early is seen here and the run fails with its output.
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-int-'))
  process.env.DATA_DIR = dir
  process.env.INT_DATA_ROOT = dir
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  // A job started in the background by one test file may be cut off when the file ends: the next
  // file's runs hand it back after 5 s instead of a minute.
  process.env.JOBS_LEASE_SECONDS = '5'
  // Files share one database: no job runs behind a test's back (against rows another file is
  // taking back). A test runs the queue itself (helpers/jobs.ts runDueJobs).
  process.env.RUN_JOBS = 'false'
  delete process.env.SMTP_URL
  if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
  else delete process.env.DATABASE_URL

  let prepared = await prepareDatabase()
  if (!prepared.ok) {
    // Once more, on a fresh folder, saying so: a second failure is a real one.
    console.warn(
      `preparing the integration database failed once; trying again:\n${prepared.output}`,
    )
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir)
    prepared = await prepareDatabase()
  }
  if (!prepared.ok)
    throw new Error(`the integration database could not be prepared:\n${prepared.output}`)

  const workers = intWorkers()
  const url = process.env.TEST_DATABASE_URL
  copyDataForWorkers(dir, workers)
  if (url) await copyPostgresForWorkers(url, workers)

  return async () => {
    if (url) await dropPostgresWorkers(url, workers)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
