// `npm start`: prepares data/, applies migrations, loads demo content into an
// empty database, builds when the sources changed, then serves the site.
// Says what it is doing at each step; the demo logins are the last lines it prints.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureKeyspaceEvents } from '../src/lib/cache/redisKeyspace.mjs'
import demoAccounts from '../src/seed/demoAccounts.json' with { type: 'json' }
import { sourceHash } from './build-if-changed.mjs'
import { applyLocalSecret } from './local-secret.mjs'
import { checkNodeVersion } from './node-version.mjs'

checkNodeVersion('npm start')

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const dataDir = path.resolve(process.env.DATA_DIR || 'data')
fs.mkdirSync(dataDir, { recursive: true })

// A single machine needs no configuration: its secret is made once and kept in data/.
applyLocalSecret(dataDir, { create: true })

const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
}
const run = (cmd, args, extra = {}) =>
  execFileSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } })
const step = (number, text) => console.log(`\n[${number}/4] ${text}`)
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

// A shared cache that cannot work is refused before anything else, with the fix in one line.
if (process.env.REDIS_URL) {
  const redis = await ensureKeyspaceEvents(process.env.REDIS_URL)
  if (!redis.ok) {
    console.error(redis.message)
    process.exit(1)
  }
  if (redis.changed) console.log(`Redis: notify-keyspace-events set to "${redis.flags}".`)
}

step(1, 'Applying database migrations...')
run('npx', ['payload', 'migrate'])
step(2, 'Loading the demo content if the database is empty...')
run('npx', ['tsx', 'scripts/seed.ts'])

// Rebuild only when something that goes into the build changed.
const sourceHashValue = sourceHash(root)
const distDir = process.env.NEXT_DIST_DIR || '.next'
const hashFile = path.join(distDir, '.source-hash')
const built =
  fs.existsSync(path.join(distDir, 'BUILD_ID')) &&
  fs.existsSync(hashFile) &&
  fs.readFileSync(hashFile, 'utf8') === sourceHashValue
if (!built || process.argv.includes('--build')) await build()
else step(3, 'The build is up to date with the sources.')

/** `next build`, its output in data/build.log and a line of progress every half minute. */
async function build() {
  const durationFile = path.join(dataDir, '.build-duration-ms')
  const last = fs.existsSync(durationFile) ? Number(fs.readFileSync(durationFile, 'utf8')) : 0
  const logFile = path.join(dataDir, 'build.log')
  step(
    3,
    `Building the site (first start, or the sources changed): ${
      last ? `the last build took ${minutes(last)}` : 'about 3 to 6 minutes on a 2-core machine'
    }. Output in ${path.relative(root, logFile)}.`,
  )
  const started = Date.now()
  const log = fs.openSync(logFile, 'w')
  const child = spawn('npx', ['next', 'build'], {
    stdio: ['ignore', log, log],
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS} --max-old-space-size=8000` },
  })
  const ticker = setInterval(
    () => console.log(`      still building... ${minutes(Date.now() - started)}`),
    30_000,
  )
  const code = await new Promise((resolve) => child.on('exit', resolve))
  clearInterval(ticker)
  fs.closeSync(log)
  if (code !== 0) {
    console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'))
    console.error(`\nThe build failed (exit ${code}); the whole output is in ${logFile}.`)
    process.exit(1)
  }
  const took = Date.now() - started
  fs.writeFileSync(durationFile, String(took))
  fs.writeFileSync(hashFile, sourceHashValue)
  console.log(`      built in ${minutes(took)}.`)
}

const port = process.env.PORT || '3000'
step(4, 'Starting the server...')
// Next.js's own request handler, with the client's address for per-client limits (server/index.mjs).
const server = spawn(process.execPath, ['server/index.mjs'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...env, PORT: port, NODE_ENV: 'production' },
})
// Next.js's own lines pass through; once it is ready, the addresses and logins come last.
let announced = false
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (!announced && /Ready in/.test(chunk.toString())) {
    announced = true
    console.log(`\nSite: http://localhost:${port}   Admin: http://localhost:${port}/admin`)
    const { admin, member } = demoAccounts
    console.log('Demo logins:')
    console.log(`  admin   ${admin.email} / ${admin.password}`)
    console.log(`  member  ${member.email} / ${member.password} (registry AR-RENAC)`)
    // A production server: admins need a second factor. For the demo accounts only, a code
    // without an authenticator app (the script refuses any other account).
    console.log(
      '  The demo admin is asked for a second-factor code: `npm run demo:code` prints its\n' +
        "  current one (first the enrolment QR code's, then at each sign-in); after enrolling,\n" +
        '  any of the ten recovery codes shown once works too.\n',
    )
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
