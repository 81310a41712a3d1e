import path from 'node:path'

/** Where the end-to-end server lives: its own port, build folder and data, apart from anyone else's. */
export const e2e = {
  port: Number(process.env.E2E_PORT ?? 3100),
  get baseUrl() {
    return `http://localhost:${this.port}`
  },
  distDir: '.next-e2e',
  dataDir: 'data/e2e',
  root: path.resolve(import.meta.dirname, '../../..'),
  // Production refuses to start without a secret; this one signs only throw-away test sessions.
  secret: 'e2e-only-secret-0f1e2d3c4b5a69788796a5b4c3d2e1f0',
}

/** Environment of every command the server script runs (migrate, seed, build, start). */
export const e2eEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: e2e.dataDir,
  NEXT_DIST_DIR: e2e.distDir,
  PORT: String(e2e.port),
  SERVER_URL: e2e.baseUrl,
  PAYLOAD_SECRET: e2e.secret,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
  NEXT_TELEMETRY_DISABLED: '1',
})
