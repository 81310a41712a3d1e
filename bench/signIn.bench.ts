// Sign-in timing: an e-mail without an account against a wrong password for a real one, on the
// REST login of a fresh, seeded SQLite database. Equal medians mean timing tells no e-mail apart.
// `npm run bench signIn`. Four tries each, so the real account stays below its lock.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measure } from './measure'

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-signin-'))
process.env.PAYLOAD_SECRET = 'bench-secret'
delete process.env.DATABASE_URL
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrations } = await import('@/migrations/sqlite')
const { seed } = await import('@/seed')
const { demoAccounts } = await import('@/seed/demoAccounts')
const { rest } = await import('../tests/helpers/rest')

const payload = await getPayload({ config })
type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
await payload.db.migrate({ migrations: migrations as unknown as Migrations })
await seed(payload)

const attempt = (email: string) =>
  rest('POST', 'users/login', { body: { email, password: 'Wrong-password-1' } })
const known = await measure(
  'wrong password, existing e-mail',
  () => attempt(demoAccounts.member.email),
  4,
)
const unknown = await measure(
  'any password, e-mail without an account',
  () => attempt('nobody@example.org'),
  4,
)
console.log(`ratio unknown/known: ${(unknown / known).toFixed(2)}`)
await payload.destroy()
