import { describe, expect, it } from 'vitest'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { testPayload } from '../helpers/payload'

// The database of a fresh clone and of `npm start`; PostgreSQL has its own concurrency.
describe.runIf(!process.env.TEST_DATABASE_URL)("SQLite on the app's own connection", () => {
  it('runs in WAL mode with a busy timeout, so readers never block the writer', async () => {
    const payload = await testPayload()
    const { client } = payload.db as unknown as SQLiteAdapter
    expect((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode).toBe('wal')
    expect((await client.execute('PRAGMA busy_timeout')).rows[0]?.timeout).toBe(5000)
  })
})
