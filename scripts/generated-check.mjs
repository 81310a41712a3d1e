// Fails when a committed generated file is out of date: Payload's TypeScript types and the
// admin panel's import map are generated again and compared with the committed copies, which
// are then put back as they were.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const generated = [
  { file: 'src/payload-types.ts', command: 'generate:types', fix: 'npm run generate:types' },
  {
    file: 'src/app/(payload)/admin/importMap.js',
    command: 'generate:importmap',
    fix: 'npm run generate:importmap',
  },
]

const stale = []
for (const { file, command, fix } of generated) {
  const committed = fs.readFileSync(file, 'utf8')
  try {
    execFileSync('npx', ['payload', command], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
    })
    if (fs.readFileSync(file, 'utf8') !== committed) stale.push(`${file} (run \`${fix}\`)`)
  } finally {
    fs.writeFileSync(file, committed)
  }
}

if (stale.length) {
  console.error(`Generated files are out of date: ${stale.join(', ')}`)
  process.exit(1)
}
console.log('Generated files are current (payload-types.ts, admin import map).')
