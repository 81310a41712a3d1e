import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { createLocalReq } from 'payload'
import { sqliteFile } from '@/lib/database'
import { withTransaction } from '@/lib/surveillance/data/transaction'
import { testPayload } from '../helpers/payload'

/** Another process (a jobs worker, a backup) that holds the write lock for a second, then commits. */
function otherProcessWriting(file: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const Database = require('libsql')
      const db = new Database(${JSON.stringify(file)})
      db.exec('BEGIN IMMEDIATE')
      console.log('LOCKED')
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000)
      db.exec('COMMIT')`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const locked = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'LOCKED') resolve()
    })
    child.on('exit', () => reject(new Error('the other process ended without locking')))
  })
  return { locked, done: once(child, 'exit') }
}

// The database of a fresh clone and of `npm start`; PostgreSQL has its own concurrency.
describe.runIf(!process.env.TEST_DATABASE_URL)("SQLite on the app's own connection", () => {
  it('runs in WAL mode with a busy timeout, so readers never block the writer', async () => {
    const payload = await testPayload()
    const { client } = payload.db as unknown as SQLiteAdapter
    expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal')
    expect((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBe(5000)
  })

  it("after a transaction, still in WAL mode and waiting for another process's write", async () => {
    const payload = await testPayload()
    // A transaction takes the client's connection: the next statements run on a new one.
    await withTransaction(await createLocalReq({}, payload), async () => undefined)
    const { client } = payload.db as unknown as SQLiteAdapter
    expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal')

    const other = otherProcessWriting(sqliteFile())
    await other.locked
    const saved = await payload.create({
      collection: 'announcements',
      data: { title: 'Written while another process wrote', date: '2026-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    await other.done
    expect(
      (await payload.findByID({ collection: 'announcements', id: saved.id, overrideAccess: true }))
        .title,
    ).toBe('Written while another process wrote')
  })
})
