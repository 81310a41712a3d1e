import type { Payload } from 'payload'
import { seedContent } from './content'
import { seedSurveillance } from './surveillance'
import { DEMO_MEMBER_REGISTRY } from './accounts'
import { demoAccounts } from './demoAccounts'

export { demoAccounts, DEMO_MEMBER_REGISTRY }

/** Demo content in pt, es and en, loaded into an empty database. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Loading demo content...')
  await fastSqliteWrites(payload)
  await seedContent(payload)
  await seedSurveillance(payload)
  payload.logger.info(
    `Demo content loaded. Admin: ${demoAccounts.admin.email} / ${demoAccounts.admin.password} — member (registry ${DEMO_MEMBER_REGISTRY}): ${demoAccounts.member.email} / ${demoAccounts.member.password}. Where admins need a second factor, \`npm run demo:code\` prints the demo admin's current code.`,
  )
}

/**
 * SQLite: write-ahead logging, which syncs to disk once per checkpoint rather
 * than once per statement (thousands of small writes here) and lets readers
 * work while the site writes. Kept for the database's life; a no-op on PostgreSQL.
 */
async function fastSqliteWrites(payload: Payload): Promise<void> {
  if (payload.db.name !== 'sqlite') return
  const db = (payload.db as unknown as { drizzle: { run: (query: string) => Promise<unknown> } })
    .drizzle
  await db.run('PRAGMA journal_mode = WAL')
  await db.run('PRAGMA synchronous = NORMAL')
}
