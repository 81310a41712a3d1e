// Builds the site only when something that goes into the build changed since the last build
// of the same folder (NEXT_DIST_DIR, `.next` by default). Used by the end-to-end server; `npm start`
// uses its hash and builds with progress lines of its own.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const hashInputs = [
  'src',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'postcss.config.mjs',
]

/** Hash of the build inputs under `root`, and of the network name that shapes every URL. */
export function sourceHash(root) {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry))
    else hash.update(path.relative(root, p)).update(fs.readFileSync(p))
  }
  for (const input of hashInputs) walk(path.join(root, input))
  hash.update(process.env.NETWORK_SHORT_NAME || '')
  return hash.digest('hex')
}

/**
 * Runs `next build` in `root` unless the build in `distDir` was made from the same sources.
 * `wrap` prefixes the command (e.g. a lock), `force` builds anyway.
 */
export function buildIfChanged({ root, env, distDir, wrap = [], force = false }) {
  const hash = sourceHash(root)
  const hashFile = path.join(root, distDir, '.source-hash')
  const built =
    fs.existsSync(path.join(root, distDir, 'BUILD_ID')) &&
    fs.existsSync(hashFile) &&
    fs.readFileSync(hashFile, 'utf8') === hash
  if (built && !force) return false
  const [command, ...args] = [...wrap, 'npx', 'next', 'build']
  execFileSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --no-deprecation --max-old-space-size=8000`.trim(),
    },
  })
  fs.writeFileSync(hashFile, hash)
  return true
}
