import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root, whenAnswering } from './nextServer'

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
  return whenAnswering(server, `http://127.0.0.1:${floorPort}/`, { name: 'the bare page' })
}
