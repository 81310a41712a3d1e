import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { isPostgresUrl } from '@/lib/database'

/** What a backup holds besides the database: uploads and the secret that signs sessions and API keys. */
export const DATA_ENTRIES = [
  'media',
  'member-files',
  'submission-files',
  'signal-attachments',
  '.payload-secret',
]
export const SQLITE_FILE = 'relamc.db'
export const PG_DUMP_FILE = 'database.pgdump'

export interface Manifest {
  format: 'relamc-backup/1'
  createdAt: string
  database: 'sqlite' | 'postgres'
  entries: string[]
}

export class BackupError extends Error {}

/**
 * Writes one dated archive with a consistent copy of the database (SQLite's
 * VACUUM INTO, a snapshot even while others write; pg_dump on PostgreSQL) and
 * the uploads. Returns the archive's path.
 */
export async function createBackup(options: {
  dataDir: string
  databaseUrl?: string
  outDir: string
  now?: Date
}): Promise<string> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-backup-'))
  try {
    const postgres = isPostgresUrl(options.databaseUrl)
    if (postgres) {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${path.join(stage, PG_DUMP_FILE)}`,
        options.databaseUrl!,
      ])
    } else {
      const source = sqliteSource(options.dataDir, options.databaseUrl)
      if (!fs.existsSync(source)) throw new BackupError(`No SQLite database at ${source}.`)
      const client = createClient({ url: `file:${source}` })
      try {
        await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(stage, SQLITE_FILE)] })
      } finally {
        client.close()
      }
    }
    const entries = DATA_ENTRIES.filter((entry) => fs.existsSync(path.join(options.dataDir, entry)))
    for (const entry of entries)
      fs.cpSync(path.join(options.dataDir, entry), path.join(stage, 'data', entry), {
        recursive: true,
      })
    const createdAt = (options.now ?? new Date()).toISOString()
    const manifest: Manifest = {
      format: 'relamc-backup/1',
      createdAt,
      database: postgres ? 'postgres' : 'sqlite',
      entries,
    }
    fs.writeFileSync(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    // The archive holds the secret that signs sessions and API keys: only its owner may read it.
    // A folder made here opens to its owner alone; one that already exists is left as it is.
    const created = fs.mkdirSync(options.outDir, { recursive: true, mode: 0o700 })
    if (created) fs.chmodSync(path.resolve(options.outDir), 0o700)
    const archive = path.resolve(
      options.outDir,
      `relamc-${createdAt.slice(0, 19).replace(/:/g, '')}Z.tar.gz`,
    )
    const file = fs.openSync(archive, 'w', 0o600)
    try {
      fs.fchmodSync(file, 0o600)
      run('tar', ['-czf', '-', '-C', stage, '.'], file)
    } finally {
      fs.closeSync(file)
    }
    return archive
  } finally {
    fs.rmSync(stage, { recursive: true, force: true })
  }
}

/** The SQLite file of a `file:` DATABASE_URL, else data/relamc.db. */
export const sqliteSource = (dataDir: string, databaseUrl?: string): string =>
  databaseUrl?.startsWith('file:')
    ? path.resolve(databaseUrl.slice('file:'.length))
    : path.join(dataDir, SQLITE_FILE)

/** Runs a tool, its output to `stdout` when given; its own error message, on one line, when it fails. */
export function run(command: string, args: string[], stdout: number | 'ignore' = 'ignore'): void {
  try {
    execFileSync(command, args, { stdio: ['ignore', stdout, 'pipe'] })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
    const missing = (error as { code?: string }).code === 'ENOENT'
    throw new BackupError(
      missing
        ? `${command} is not installed (Debian: apt-get install ${command === 'tar' ? 'tar' : 'postgresql-client'}).`
        : `${command} failed: ${(stderr || String(error)).split('\n')[0]}`,
    )
  }
}
