import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { root, whenAnswering } from './nextServer'

/**
 * The floor: a bare App Router page and JSON route (bench/floor) built with the same Next.js,
 * React and bundler as the site, served by `next start` on `floorPort` (built when missing, or
 * when a build from before the route was added lacks it).
 */
export async function startFloor(floorPort: number): Promise<() => Promise<void>> {
  const floorDir = path.join(root, 'bench/floor')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const built = (file: string) => fs.existsSync(path.join(floorDir, '.next-floor', file))
  if (!built('BUILD_ID') || !built('server/app/api/echo/route.js')) {
    console.log('building the bare page (bench/floor)...')
    const build = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', floorDir], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (build.status !== 0) throw new Error('the bare page did not build')
  }
  const server = spawn(
    path.join(root, 'node_modules/.bin/next'),
    ['start', floorDir, '-p', String(floorPort)],
    { cwd: root, env, stdio: 'ignore', detached: true },
  )
  return whenAnswering(server, `http://127.0.0.1:${floorPort}/`, { name: 'the bare page' })
}
