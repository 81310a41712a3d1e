import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/**
 * Runs a command in the project root and fails when it fails. Asynchronous on purpose: the
 * S3-protocol server the seed uploads to lives in this process and must keep answering.
 */
export async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
  const status = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`)
}

export type Server = { url: string; process: ChildProcess; log: string }

/**
 * `next start`, or the production server of `npm start` (server/index.mjs: Next.js's request
 * handler with the client's address), on a port with its own environment; resolves when it answers.
 */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  log: string,
  kind: 'next start' | 'production server' = 'next start',
): Promise<Server> {
  const out = fs.openSync(log, 'a')
  const [command, args] =
    kind === 'next start'
      ? [path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port)]]
      : [process.execPath, ['server/index.mjs']]
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', out, out],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited: see ${log}`)
    try {
      await fetch(`${url}/api/users/me`, { signal: AbortSignal.timeout(5000) })
      return { url, process: child, log }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  await stopServer({ url, process: child, log })
  throw new Error(`next start on ${port} did not answer within a minute: see ${log}`)
}

/** Ends the server's process group and waits for it to exit. */
export async function stopServer(server: Server): Promise<void> {
  const pid = server.process.pid
  if (pid === undefined || server.process.exitCode !== null) return
  const exited = new Promise((resolve) => server.process.once('exit', resolve))
  process.kill(-pid, 'SIGTERM')
  const killed = setTimeout(() => process.kill(-pid, 'SIGKILL'), 10_000)
  await exited
  clearTimeout(killed)
}
