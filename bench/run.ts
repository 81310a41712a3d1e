// Runs every benchmark under bench/ (on demand, never in CI): `npm run bench [name]`.
import { readdirSync } from 'node:fs'
import path from 'node:path'

const only = process.argv[2]
const files = readdirSync(import.meta.dirname).filter(
  (f) => (f.endsWith('.bench.ts') || f.endsWith('.bench.tsx')) && (!only || f.includes(only)),
)
for (const file of files) {
  console.log(`\n# ${file}`)
  await import(path.join(import.meta.dirname, file))
}
