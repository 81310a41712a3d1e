import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { fileTypeFromBuffer } from 'file-type'
import { env } from '@/env'
import { isPostgresUrl } from '@/lib/database'
import { s3Client } from '@/lib/storage'
import { BackupError, PG_DUMP_FILE, run, SQLITE_FILE, sqliteSource, type Manifest } from './backup'

/**
 * Brings an archive of createBackup back: the uploads into `dataDir`, the
 * database into SQLite's file there or into the PostgreSQL of `databaseUrl`.
 * Refuses to overwrite anything unless `force`.
 */
export async function restoreBackup(options: {
  archive: string
  dataDir: string
  databaseUrl?: string
  force?: boolean
}): Promise<Manifest> {
  if (!fs.existsSync(options.archive)) throw new BackupError(`No archive at ${options.archive}.`)
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-restore-'))
  try {
    try {
      run('tar', ['-xzf', options.archive, '-C', stage])
    } catch {
      throw new BackupError(`${options.archive} is not a backup archive (tar.gz).`)
    }
    const manifest = readManifest(stage, options.archive)
    const postgres = isPostgresUrl(options.databaseUrl)
    if ((manifest.database === 'postgres') !== postgres)
      throw new BackupError(
        manifest.database === 'postgres'
          ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database.'
          : 'This backup is of a SQLite database: unset DATABASE_URL (or point it at a file: path).',
      )

    if (!options.force) await refuseIfNotEmpty(options, postgres)
    fs.mkdirSync(options.dataDir, { recursive: true })
    if (postgres) {
      run('pg_restore', [
        '--no-owner',
        '--clean',
        '--if-exists',
        `--dbname=${options.databaseUrl!}`,
        path.join(stage, PG_DUMP_FILE),
      ])
    } else {
      const target = sqliteSource(options.dataDir, options.databaseUrl)
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true })
      fs.copyFileSync(path.join(stage, SQLITE_FILE), target)
    }
    for (const entry of manifest.entries) {
      const destination = path.join(options.dataDir, entry)
      fs.rmSync(destination, { recursive: true, force: true })
      fs.cpSync(path.join(stage, 'data', entry), destination, { recursive: true })
    }
    if (env.s3().enabled) await uploadToBucket(options.dataDir, manifest.entries)
    return manifest
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
  }
}

function readManifest(stage: string, archive: string): Manifest {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(stage, 'manifest.json'), 'utf8'),
    ) as Manifest
    if (manifest.format === 'relamc-backup/1') return manifest
  } catch {
    // reported below
  }
  throw new BackupError(`${archive} has no backup manifest: it was not made by npm run backup.`)
}

async function refuseIfNotEmpty(
  options: { dataDir: string; databaseUrl?: string },
  postgres: boolean,
): Promise<void> {
  const left = fs.existsSync(options.dataDir)
    ? fs
        .readdirSync(options.dataDir)
        .filter((name) => name !== 'outbox' && (postgres ? name !== SQLITE_FILE : true))
    : []
  if (left.length > 0)
    throw new BackupError(
      `${options.dataDir} is not empty (${left.slice(0, 3).join(', ')}): restore into an empty folder, or add --force to replace it.`,
    )
  if (postgres) {
    const client = new Client({ connectionString: options.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      )
      if (rows[0].tables > 0)
        throw new BackupError(
          'The PostgreSQL database of DATABASE_URL has tables: restore into an empty database, or add --force to replace them.',
        )
    } finally {
      await client.end()
    }
  }
}

/**
 * With object storage configured, the restored upload folders go to the bucket too, under
 * the names the documents hold, so a backup of a local-disk site comes back on an S3 one.
 */
async function uploadToBucket(dataDir: string, entries: string[]): Promise<void> {
  const client = s3Client()
  try {
    for (const folder of entries.filter((entry) => !entry.startsWith('.'))) {
      for (const name of fs.readdirSync(path.join(dataDir, folder))) {
        const file = path.join(dataDir, folder, name)
        if (!fs.statSync(file).isFile()) continue
        const body = fs.readFileSync(file)
        const type = (await fileTypeFromBuffer(body))?.mime ?? 'application/octet-stream'
        await client.send(
          new PutObjectCommand({
            Bucket: env.s3().bucket,
            Key: name,
            Body: body,
            ContentType: type,
          }),
        )
      }
    }
  } catch (error) {
    throw new BackupError(`The files could not be copied to the bucket: ${String(error)}`)
  } finally {
    client.destroy()
  }
}
