import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root } from './nextServer'

/**
 * The floor: a bare App Router page (bench/floor) built with the same Next.js, React and bundler
 * as the site, served by `next start` on `floorPort` (built once, when missing).
 */
export async function startFloor(floorPort: number): Promise<() => Promise<void>> {
  const floorDir = path.join(root, 'bench/floor')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  if (!fs.existsSync(path.join(floorDir, '.next-floor/BUILD_ID'))) {
    console.log('building the bare page (bench/floor)...')
    const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', floorDir], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (built.status !== 0) throw new Error('the bare page did not build')
  }
  const server = spawn(
    path.join(root, 'node_modules/.bin/next'),
    ['start', floorDir, '-p', String(floorPort)],
    { cwd: root, env, stdio: 'ignore', detached: true },
  )
  for (
    let i = 0;
    i < 60 &&
    !(await fetch(`http://127.0.0.1:${floorPort}/`).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((resolve) => setTimeout(resolve, 500))
  return async () => {
    if (server.exitCode !== null || server.pid === undefined) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
}
