import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { env } from '@/env'

export const isPostgresUrl = (url: string | undefined): boolean =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url))

export const sqliteFile = (): string => path.resolve(env.dataDir(), 'relamc.db')

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres URL. Each
 * adapter has its own committed migrations; neither pushes schema changes.
 */
export function databaseAdapter() {
  const url = env.databaseUrl()
  if (url && isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      migrationDir: path.resolve('src/migrations/postgres'),
      push: false,
    })
  }
  // SQLite cannot create the folder of its file.
  fs.mkdirSync(path.dirname(sqliteFile()), { recursive: true })
  return sqliteAdapter({
    client: { url: url && url.startsWith('file:') ? url : `file:${sqliteFile()}` },
    migrationDir: path.resolve('src/migrations/sqlite'),
    push: false,
    // Readers never block the writer, and a writer waits for another instead of failing at once.
    wal: true,
    busyTimeout: 5000,
  })
}
