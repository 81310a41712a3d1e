/**
 * The end-to-end server, started and stopped by Playwright (`webServer` in playwright.config.ts):
 * a fresh database with the demo content, a production build when the sources changed since
 * the last one (always with E2E_BUILD=1), then `next start` on E2E_PORT, logging to
 * data/e2e/server.log.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIfChanged } from '../../../scripts/build-if-changed.mjs'
import { e2e, e2eEnv } from './env'

const env = e2eEnv()
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: e2e.root, env, stdio: 'inherit' })

const dataDir = path.join(e2e.root, e2e.dataDir)
fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })
run('npx', ['payload', 'migrate'])
run('npx', ['tsx', 'scripts/seed.ts'])
run('npx', ['tsx', 'tests/helpers/adminsWithoutSecondFactor.ts'])

// Reads cached by an earlier server of this build folder came from another database (the cache
// tests' edits, for one): the build and the server start without them.
const buildCache = path.join(e2e.root, e2e.distDir, 'cache')
fs.rmSync(path.join(buildCache, 'relamc'), { recursive: true, force: true })

// One build at a time on this machine: other checkouts' builds wait on the same lock.
buildIfChanged({
  root: e2e.root,
  env,
  distDir: e2e.distDir,
  wrap: ['flock', '/tmp/next-build.lock'],
  force: Boolean(process.env.E2E_BUILD),
})

// The server's own log (every refused request the tests provoke) goes to a file beside the data.
const log = fs.openSync(path.join(dataDir, 'server.log'), 'w')
const server = spawn('npx', ['next', 'start', '-p', String(e2e.port)], {
  cwd: e2e.root,
  env,
  stdio: ['ignore', log, log],
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
