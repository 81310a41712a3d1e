import type { Payload } from 'payload'

/**
 * Brings a benchmark's database to an empty, migrated schema: the PostgreSQL of
 * BENCH_DATABASE_URL is wiped first; a SQLite database is a new file in a temp folder already.
 */
export async function migrateEmptyDatabase(payload: Payload): Promise<void> {
  const postgres = Boolean(process.env.BENCH_DATABASE_URL)
  if (postgres)
    await (
      payload.db as unknown as { dropDatabase: (a: { adapter: unknown }) => Promise<void> }
    ).dropDatabase({ adapter: payload.db })
  const { migrations } = postgres
    ? await import('@/migrations/postgres')
    : await import('@/migrations/sqlite')
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
}
