import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { Client } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { BackupError, createBackup } from '@/lib/backup/backup'
import { restoreBackup } from '@/lib/backup/restore'
import { testPayload } from '../helpers/payload'

const postgresUrl = process.env.TEST_DATABASE_URL
let payload: Payload
let work: string

beforeAll(async () => {
  payload = await testPayload()
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-backup-test-'))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const announce = async (title: string): Promise<number> =>
  Number(
    (
      await payload.create({
        collection: 'announcements',
        data: { title, date: '2026-11-22' },
        overrideAccess: true,
      })
    ).id,
  )

/** A PostgreSQL database of its own on the test server, empty. */
async function emptyPostgres(name: string): Promise<string> {
  const admin = new URL(postgresUrl!)
  admin.pathname = '/postgres'
  const client = new Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists ${name}`)
  await client.query(`create database ${name}`)
  await client.end()
  const target = new URL(postgresUrl!)
  target.pathname = `/${name}`
  return target.toString()
}

/** The announcement ids of a restored database, after checking it is whole. */
async function restoredIds(dataDir: string, databaseUrl?: string): Promise<number[]> {
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query('select id from announcements')
    await client.end()
    return rows.map((row) => Number(row.id))
  }
  const client = createClient({ url: `file:${path.join(dataDir, 'relamc.db')}` })
  expect((await client.execute('PRAGMA integrity_check')).rows[0]?.integrity_check).toBe('ok')
  const { rows } = await client.execute('select id from announcements')
  client.close()
  return rows.map((row) => Number(row.id))
}

describe(`backup and restore (${postgresUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
  let archive: string

  it('takes a consistent copy while writes go on, and restores every document that existed', async () => {
    const before: number[] = []
    for (let index = 0; index < 20; index++) before.push(await announce(`Demo before ${index}`))

    let writing = true
    const during: number[] = []
    const writes = (async () => {
      while (writing) during.push(await announce(`Demo during ${during.length}`))
    })()
    try {
      archive = await createBackup({
        dataDir: process.env.DATA_DIR!,
        databaseUrl: process.env.DATABASE_URL,
        outDir: path.join(work, 'backups'),
      })
    } finally {
      writing = false
      await writes
    }
    expect(path.basename(archive)).toMatch(/^relamc-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/)

    const dataDir = path.join(work, 'restored')
    const databaseUrl = postgresUrl ? await emptyPostgres('relamc_restore_test') : undefined
    const manifest = await restoreBackup({ archive, dataDir, databaseUrl })
    expect(manifest.database).toBe(postgresUrl ? 'postgres' : 'sqlite')

    const ids = new Set(await restoredIds(dataDir, databaseUrl))
    for (const id of before) expect(ids.has(id)).toBe(true)
    // Whatever was written meanwhile is there or not, never half: no id that was never created.
    const created = new Set([...before, ...during])
    const seeded = (
      await payload.find({
        collection: 'announcements',
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
    ).docs.map((doc) => Number(doc.id))
    for (const id of ids) expect(created.has(id) || seeded.includes(id)).toBe(true)

    // The uploads come back too, file for file.
    const media = path.join(process.env.DATA_DIR!, 'media')
    expect(fs.readdirSync(path.join(dataDir, 'media')).sort()).toEqual(fs.readdirSync(media).sort())
  })

  it('writes the archive, which holds the secret, for its owner only, in a folder only they open', () => {
    const mode = (file: string) => fs.statSync(file).mode & 0o777
    expect(mode(archive).toString(8)).toBe('600')
    expect(mode(path.dirname(archive)).toString(8)).toBe('700')
  })

  it('refuses to restore over a folder that is not empty, unless forced', async () => {
    const dataDir = path.join(work, 'occupied')
    fs.mkdirSync(dataDir, { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'keep.txt'), 'mine')
    const databaseUrl = postgresUrl ? await emptyPostgres('relamc_restore_test') : undefined
    await expect(restoreBackup({ archive, dataDir, databaseUrl })).rejects.toThrow(
      /is not empty \(keep\.txt\): restore into an empty folder, or add --force/,
    )
    await restoreBackup({ archive, dataDir, databaseUrl, force: true })
    expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(true)
  })

  it('says what is wrong with an archive that is missing or not a backup', async () => {
    const dataDir = path.join(work, 'empty')
    await expect(
      restoreBackup({ archive: path.join(work, 'nope.tar.gz'), dataDir }),
    ).rejects.toThrow(BackupError)
    const notBackup = path.join(work, 'notes.tar.gz')
    fs.writeFileSync(notBackup, 'plain text')
    await expect(restoreBackup({ archive: notBackup, dataDir })).rejects.toThrow(
      'is not a backup archive (tar.gz)',
    )
  })
})
