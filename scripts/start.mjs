// `npm start`: prepares data/, applies migrations, loads demo content into an
// empty database, builds when the sources changed, then serves the site.
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const dataDir = path.resolve(process.env.DATA_DIR || 'data')
fs.mkdirSync(dataDir, { recursive: true })

// A single machine needs no configuration: its secret is made once and kept in data/.
if (!process.env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!fs.existsSync(secretFile))
    fs.writeFileSync(secretFile, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}

const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
}
const run = (cmd, args, extra = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } })

run('npx', ['payload', 'migrate'])
run('npx', ['tsx', 'scripts/seed.ts'])

// Rebuild only when something that goes into the build changed.
const hashInputs = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
]
const hash = crypto.createHash('sha256')
const walk = (p) => {
  if (!fs.existsSync(p)) return
  const stat = fs.statSync(p)
  if (stat.isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry))
  else hash.update(p).update(fs.readFileSync(p))
}
hashInputs.forEach(walk)
hash.update(process.env.NETWORK_SHORT_NAME || '')
const sourceHash = hash.digest('hex')
const distDir = process.env.NEXT_DIST_DIR || '.next'
const hashFile = path.join(distDir, '.source-hash')
const built =
  fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
  fs.existsSync(hashFile) &&
  fs.readFileSync(hashFile, 'utf8') === sourceHash
if (!built || process.argv.includes('--build')) {
  run('npx', ['next', 'build'], { NODE_OPTIONS: `${env.NODE_OPTIONS} --max-old-space-size=8000` })
  fs.writeFileSync(hashFile, sourceHash)
}

const port = process.env.PORT || '3000'
console.log(`\nSite: http://localhost:${port}   Admin: http://localhost:${port}/admin`)
console.log(
  'Demo logins — admin: admin@relamc.example / relamc-admin-demo, member: membro@relamc.example / relamc-membro-demo\n',
)
const server = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
