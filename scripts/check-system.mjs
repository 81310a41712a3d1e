// Checks, before a test suite runs, for what the machine must provide besides npm packages:
// Debian's Chromium (end-to-end), flock (the end-to-end build lock), poppler's pdftotext
// and pdfinfo (integration: the report's and the demo documents' PDFs read back), and a reachable
// PostgreSQL when TEST_DATABASE_URL is set (integration), a reachable Redis (shared cache). As
// root with apt, missing Debian packages are installed; otherwise one line says how, and the run
// stops before any test.
//   node scripts/check-system.mjs [unit] [int] [e2e] [cache]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { checkNodeVersion } from './node-version.mjs'

checkNodeVersion('check-system')

const suites = new Set(process.argv.slice(2))
const chromium = '/usr/bin/chromium'

const onPath = (command) =>
  (process.env.PATH ?? '').split(':').some((dir) => dir && fs.existsSync(`${dir}/${command}`))
const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Debian packages the chosen suites need, each with the check that it is there. */
const packages = [
  {
    suite: 'e2e',
    name: 'chromium',
    why: `Chromium at ${chromium}`,
    ok: () => executable(chromium),
  },
  { suite: 'e2e', name: 'util-linux', why: 'flock', ok: () => onPath('flock') },
  // PDFs are read back as text (tests/int/surveillance/reportPdf.test.ts,
  // tests/int/demoDocuments.test.ts); pdfinfo comes in the same package.
  { suite: 'int', name: 'poppler-utils', why: 'pdftotext', ok: () => onPath('pdftotext') },
].filter((p) => suites.has(p.suite))

const missing = packages.filter((p) => !p.ok())
if (missing.length) {
  const names = missing.map((p) => p.name)
  const what = missing.map((p) => p.why).join(', ')
  const root = process.getuid?.() === 0
  if (root && onPath('apt-get')) {
    console.log(`Installing ${names.join(' ')} (${what}, needed by the tests)...`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env })
    const still = missing.filter((p) => !p.ok())
    if (still.length)
      fail(`${still.map((p) => p.why).join(', ')} still missing after apt-get install`)
  } else {
    fail(
      `${what} missing, needed by the tests: install with \`sudo apt-get install ${names.join(' ')}\``,
    )
  }
}

/** Whether something listens at host:port. */
const listening = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5000 })
    const answer = (value) => {
      socket.destroy()
      resolve(value)
    }
    socket.once('connect', () => answer(true))
    socket.once('timeout', () => answer(false))
    socket.once('error', () => answer(false))
  })

if (suites.has('cache')) {
  const url = new URL(process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/8')
  if (!(await listening(url.hostname, Number(url.port || 6379))))
    fail(
      `the shared-cache test needs Redis at ${url.host} (TEST_REDIS_URL): \`sudo apt-get install redis-server\`, or point TEST_REDIS_URL at one`,
    )
}

if (suites.has('int') && process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL)
  const port = Number(url.port || 5432)
  const reachable = await listening(url.hostname, port)
  if (!reachable)
    fail(
      `TEST_DATABASE_URL: no PostgreSQL answers at ${url.hostname}:${port}; start it (\`sudo apt-get install postgresql\`, then \`sudo pg_ctlcluster <version> main start\`) or unset TEST_DATABASE_URL to test on SQLite`,
    )
}

function fail(line) {
  console.error(`check-system: ${line}`)
  process.exit(1)
}
