// Writes a migration for each database (SQLite and PostgreSQL) from the current schema.
// Usage: npm run migrate:create -- <name>
import { execFileSync } from 'node:child_process'

const name = process.argv[2] || 'change'
const postgresUrl =
  process.env.MIGRATE_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const databases = { sqlite: 'file:./data/migrate-create.db', postgres: postgresUrl }

for (const [kind, url] of Object.entries(databases)) {
  console.log(`\n== ${kind}`)
  execFileSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--no-deprecation' },
  })
}

// Payload writes its own style; the house style keeps format:check green.
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', 'src/migrations'], {
  stdio: 'inherit',
})
