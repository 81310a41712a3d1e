// The integration run's database, prepared in its own process (tests/helpers/globalSetup.ts
// runs it with tsx): migrations applied (never schema push) and the demo content loaded, as
// `npm start` does. Prints READY last, so the caller knows it got this far.
import { getPayload } from 'payload'
import config from '@payload-config'
import { seed } from '@/seed'

const payload = await getPayload({ config })
const { migrations } = process.env.DATABASE_URL
  ? await import('@/migrations/postgres')
  : await import('@/migrations/sqlite')
// The test PostgreSQL database is shared between runs: start from an empty schema.
if (process.env.DATABASE_URL)
  await (
    payload.db as unknown as { dropDatabase: (a: { adapter: unknown }) => Promise<void> }
  ).dropDatabase({ adapter: payload.db })
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations as unknown as Migrations })
await seed(payload)
await payload.destroy()
console.log('READY')
process.exit(0)
