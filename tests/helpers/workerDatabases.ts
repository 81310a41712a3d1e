import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * Integration files run in parallel workers; each worker has its own copy of the database
 * prepared once by globalSetup, so files of one worker share a database as they always did (one
 * after another) and never meet another worker's rows. The prepared data folder is copied (the
 * seeded uploads, and on SQLite the database file); on PostgreSQL a database is made from the
 * prepared one as a template, which copies its files instead of migrating and seeding again.
 */

export { intWorkers } from './intWorkers.mjs'

/** The data folder of worker `id` (1…intWorkers) under the prepared one. */
export const workerDataDir = (root: string, id: number): string =>
  path.join(root, 'workers', String(id))

/** The PostgreSQL address of worker `id`'s database: the prepared database's name + `_w<id>`. */
export function workerDatabaseUrl(url: string, id: number): string {
  const address = new URL(url)
  address.pathname = `${address.pathname}_w${id}`
  return address.toString()
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/**
 * Copies the prepared data folder for each worker: the seeded uploads on either database, and
 * the SQLite file itself when there is one.
 */
export function copyDataForWorkers(root: string, workers: number): void {
  const entries = fs.readdirSync(root).filter((name) => name !== 'workers')
  for (let id = 1; id <= workers; id++) {
    const target = workerDataDir(root, id)
    fs.mkdirSync(target, { recursive: true })
    for (const name of entries)
      fs.cpSync(path.join(root, name), path.join(target, name), { recursive: true })
  }
}

/**
 * Makes each worker's database from the prepared one. Connected to the template itself (no
 * other database is ours to use): PostgreSQL refuses a template only when other sessions use it.
 */
export async function copyPostgresForWorkers(url: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let id = 1; id <= workers; id++) {
      const name = databaseName(workerDatabaseUrl(url, id))
      await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(databaseName(url))}`)
    }
  } finally {
    await client.end()
  }
}

/** Drops the workers' databases when the run ends. */
export async function dropPostgresWorkers(url: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (let id = 1; id <= workers; id++)
      await client.query(
        `DROP DATABASE IF EXISTS ${quoted(databaseName(workerDatabaseUrl(url, id)))} WITH (FORCE)`,
      )
  } finally {
    await client.end()
  }
}
