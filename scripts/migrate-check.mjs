// Fails when the Payload schema differs from the committed migrations of either
// database: it asks Payload for a new migration and refuses if one would be written.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const databases = {
  sqlite: 'file:./data/migrate-check.db',
  postgres: 'postgres://postgres@127.0.0.1:5432/postgres',
}
// The schema must not depend on whether object storage is configured (the storage plugin's
// fields are always registered): both configurations are checked.
const storageSettings = {
  'local disk': { S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' },
  'object storage': { S3_BUCKET: 'schema-check-bucket', S3_ENDPOINT: 'http://127.0.0.1:9' },
}
let missing = []

for (const [storage, storageEnv] of Object.entries(storageSettings))
  for (const [kind, url] of Object.entries(databases)) {
    const dir = path.resolve('src/migrations', kind)
    const indexFile = path.join(dir, 'index.ts')
    const before = new Set(fs.readdirSync(dir))
    const index = fs.readFileSync(indexFile, 'utf8')
    execFileSync('npx', ['payload', 'migrate:create', 'schema-check', '--skip-empty'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...storageEnv, DATABASE_URL: url, NODE_OPTIONS: '--no-deprecation' },
    })
    const added = fs.readdirSync(dir).filter((f) => !before.has(f))
    if (added.length) {
      missing.push(`${kind} with ${storage}`)
      for (const f of added) fs.rmSync(path.join(dir, f))
      fs.writeFileSync(indexFile, index)
    }
  }

if (missing.length) {
  console.error(
    `The schema changed without a migration for: ${missing.join(', ')}. Run: npm run migrate:create -- <name>`,
  )
  process.exit(1)
}
console.log('Migrations match the schema (sqlite, postgres; local disk and object storage).')
