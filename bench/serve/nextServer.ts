import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`)
}

/**
 * The production server as `npm start` runs it (server/index.mjs), on a fresh SQLite database with the demo
 * content in `dataDir`, from the build in BENCH_DIST_DIR (default .next, built when missing).
 */
export async function startNext(port: number, dataDir: string): Promise<() => Promise<void>> {
  const distDir = process.env.BENCH_DIST_DIR || '.next'
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: 'bench-only-secret-3c2b1a09f8e7d6c5b4a39281',
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  console.log('preparing a fresh database with the demo content...')
  run('npx', ['payload', 'migrate'], env)
  run('npx', ['tsx', 'scripts/seed.ts'], env)
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`building into ${distDir} (several minutes)...`)
    run('npx', ['next', 'build'], {
      ...env,
      NODE_OPTIONS: '--no-deprecation --max-old-space-size=8000',
    })
  }
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w')
  // What `npm start` serves: Next.js's request handler (server/index.mjs).
  const server: ChildProcess = spawn(process.execPath, ['server/index.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  })
  return whenAnswering(server, `http://127.0.0.1:${port}/api/users/me`, {
    name: 'next start',
    log: `${dataDir}/server.log`,
  })
}

/**
 * Waits until a detached server process answers `url` (a minute at most) and gives the function
 * that stops its process group; stops it and throws when it exits or never answers.
 */
export async function whenAnswering(
  server: ChildProcess,
  url: string,
  { name, log }: { name: string; log?: string },
): Promise<() => Promise<void>> {
  const stop = async () => {
    if (server.exitCode !== null || server.pid === undefined) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`${name} exited${log ? `: see ${log}` : ''}`)
    try {
      await fetch(url)
      return stop
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  await stop()
  throw new Error(`${name} did not answer within a minute`)
}
