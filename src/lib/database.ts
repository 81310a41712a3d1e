import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'

export const isPostgresUrl = (url: string | undefined): boolean =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url))

export const sqliteFile = (): string => path.resolve(process.env.DATA_DIR || 'data', 'relamc.db')

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres URL. Each
 * adapter has its own committed migrations; neither pushes schema changes.
 */
export function databaseAdapter() {
  const url = process.env.DATABASE_URL
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
    busyTimeout: 5000,
  })
}
