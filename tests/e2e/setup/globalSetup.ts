import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { e2e, e2eEnv } from './env'
import { acquireRunLock } from './runLock'

/** Runs a command in the project root and fails the setup when it fails. */
function run(command: string, args: string[], extraEnv: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd: e2e.root,
    env: { ...e2eEnv(), ...extraEnv },
    stdio: 'inherit',
  })
  if (result.status !== 0)
    throw new Error(`e2e setup: ${command} ${args.join(' ')} exited with ${result.status}`)
}

async function portIsFree(): Promise<boolean> {
  try {
    await fetch(e2e.baseUrl, { signal: AbortSignal.timeout(2000) })
    return false
  } catch {
    return true
  }
}

async function waitForServer(server: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`e2e setup: next start exited with ${server.exitCode}`)
    try {
      const response = await fetch(`${e2e.baseUrl}/`, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`e2e setup: ${e2e.baseUrl} did not answer within ${timeoutMs / 1000}s`)
}

/**
 * Fresh database with the demo content, a production build (skipped with
 * SKIP_BUILD=1 when one exists), and `next start` on port 3100 for the tests.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const release = await acquireRunLock()
  try {
    return await start(release)
  } catch (error) {
    release()
    throw error
  }
}

async function start(release: () => void): Promise<() => Promise<void>> {
  if (!(await portIsFree())) throw new Error(`e2e setup: port ${e2e.port} is already in use`)

  const dataDir = path.join(e2e.root, e2e.dataDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  run('npx', ['payload', 'migrate'])
  run('npx', ['tsx', 'scripts/seed.ts'])

  const built = fs.existsSync(path.join(e2e.root, e2e.distDir, 'BUILD_ID'))
  if (!(process.env.SKIP_BUILD && built)) {
    // One build at a time on this machine: other checkouts' builds wait on the same lock.
    run('flock', ['/tmp/next-build.lock', 'npx', 'next', 'build'], {
      NODE_OPTIONS: '--no-deprecation --max-old-space-size=8000',
    })
  }

  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w')
  const server = spawn('npx', ['next', 'start', '-p', String(e2e.port)], {
    cwd: e2e.root,
    env: e2eEnv(),
    stdio: ['ignore', log, log],
    detached: true,
  })
  try {
    await waitForServer(server)
  } catch (error) {
    await stop(server)
    throw error
  }

  return async () => {
    await stop(server)
    release()
  }
}

/** Ends the server and everything it started (npx, next), by process group, and waits until it is gone. */
async function stop(server: ChildProcess): Promise<void> {
  const pid = server.pid
  if (pid === undefined || server.exitCode !== null) return
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name)
    } catch {
      // already gone
    }
  }
  signal('SIGTERM')
  const exited = new Promise<boolean>((resolve) => server.once('exit', () => resolve(true)))
  const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))
  if (!(await Promise.race([exited, timedOut]))) signal('SIGKILL')
  // next-server can outlive the npx wrapper for a moment; wait for the port to close.
  for (let i = 0; i < 20 && !(await portIsFree()); i++)
    await new Promise((resolve) => setTimeout(resolve, 500))
}
