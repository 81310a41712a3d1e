import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '@/seed'
import { root, run, startServer, stopServer, type Server } from './servers'
import { demoAlarmInput } from '../helpers/alarmInput'

/**
 * The deployment recipe of docs/operations.md: two instances on one build and one database, sharing the
 * Next.js cache through Redis and the uploads through an S3-protocol server (s3rver, started
 * here); then one process without Redis, restarted after an edit. The database is the PostgreSQL
 * of TEST_CACHE_DATABASE_URL or TEST_DATABASE_URL (wiped), else a fresh SQLite file; Redis is
 * TEST_REDIS_URL (flushed).
 */
const databaseUrl = process.env.TEST_CACHE_DATABASE_URL || process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/8'
const firstPort = Number(process.env.E2E_PORT ?? 3100) + 1
const distDir = '.next-e2e'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-cache-'))
const log = path.join(work, 'servers.log')
const bucketServer = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(work, 'bucket'),
})
const { port: bucketPort } = await bucketServer.run()

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: work,
  NEXT_DIST_DIR: distDir,
  PAYLOAD_SECRET: 'cache-test-only-secret-5b1e0c9d8a7f6e5d4c3b2a19',
  NODE_OPTIONS: '--no-deprecation',
  NEXT_TELEMETRY_DISABLED: '1',
  S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
}
if (!databaseUrl) delete baseEnv.DATABASE_URL
delete baseEnv.REDIS_URL
const redisEnv: NodeJS.ProcessEnv = {
  ...baseEnv,
  REDIS_URL: redisUrl,
  // The test server's keyspace-event setting is not ours to change; those events only prune
  // the handler's map of tags for keys Redis expired on its own.
  SKIP_KEYSPACE_CONFIG_CHECK: 'true',
}

const running: Server[] = []
async function start(
  port: number,
  env: NodeJS.ProcessEnv,
  kind?: Parameters<typeof startServer>[3],
): Promise<Server> {
  const server = await startServer(port, env, log, kind)
  running.push(server)
  return server
}
async function stop(server: Server): Promise<void> {
  await stopServer(server)
  running.splice(running.indexOf(server), 1)
}

/** The projects page in Portuguese, as a visitor reads it. */
async function projectsPage(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/projetos`)
  expect(response.status).toBe(200)
  return response.text()
}

/** Reads the page until the server answers it from its cache (a first read renders it). */
async function readUntilCached(server: Server): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${server.url}/projetos`)
    await response.arrayBuffer()
    if (response.headers.get('x-nextjs-cache') === 'HIT') return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${server.url}/projetos is never answered from the cache`)
}

async function adminToken(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.admin),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function renameFirstProject(server: Server, title: string): Promise<void> {
  const auth = { authorization: `JWT ${await adminToken(server)}` }
  const list = await fetch(`${server.url}/api/projects?limit=1&depth=0&locale=pt&sort=id`, {
    headers: auth,
  })
  const [project] = ((await list.json()) as { docs: { id: number }[] }).docs
  expect(project).toBeDefined()
  const saved = await fetch(`${server.url}/api/projects/${project!.id}?locale=pt`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  })
  expect(saved.status).toBe(200)
}

/** Reads the page every 100 ms until it shows `text`; the time it took, or null after `limitMs`. */
async function msUntilShown(server: Server, text: string, limitMs: number): Promise<number | null> {
  const started = performance.now()
  while (performance.now() - started <= limitMs) {
    if ((await projectsPage(server)).includes(text)) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

beforeAll(async () => {
  if (databaseUrl) {
    await run('npx', ['payload', 'migrate:fresh', '--force-accept-warning'], baseEnv)
  } else {
    await run('npx', ['payload', 'migrate'], baseEnv)
  }
  await run('npx', ['tsx', 'scripts/seed.ts'], baseEnv)
  await run('npx', ['tsx', 'tests/helpers/adminsWithoutSecondFactor.ts'], baseEnv)
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    await run('flock', ['/tmp/relamc-heavy.lock', 'npx', 'next', 'build'], {
      ...baseEnv,
      NODE_OPTIONS: '--no-deprecation --max-old-space-size=8000',
    })
  }
  const redis = createClient({ url: redisUrl })
  await redis.connect()
  await redis.flushDb()
  await redis.quit()
})

afterAll(async () => {
  for (const server of [...running]) await stopServer(server)
  await bucketServer.close()
  fs.rmSync(work, { recursive: true, force: true })
  // These servers wrote pages of their own database into the shared build folder: the next
  // end-to-end run builds again rather than serve them.
  fs.rmSync(path.join(root, distDir, '.source-hash'), { force: true })
})

describe('with REDIS_URL, instances share the cache', () => {
  it('shows an edit made through one instance on the other within a second, and after a restart', async () => {
    // A is plain `next start`; B is the production server of `npm start`.
    const a = await start(firstPort, redisEnv)
    const b = await start(firstPort + 1, redisEnv, 'production server')
    // Both instances have the page cached before the edit.
    await readUntilCached(a)
    await readUntilCached(b)
    const before = await projectsPage(b)

    const title = `Projeto editado em A ${Date.now()}`
    expect(before).not.toContain(title)
    await renameFirstProject(a, title)
    const elapsed = await msUntilShown(b, title, 1000)
    expect(
      elapsed,
      'instance B still serves the previous page one second after the edit',
    ).not.toBeNull()

    await stop(b)
    const restarted = await start(firstPort + 1, redisEnv, 'production server')
    expect(await projectsPage(restarted)).toContain(title)
    await stop(restarted)
    await stop(a)
  })
})

/** The alarm test's answer to a visitor (the public reference rates) on `server`. */
async function alarmBaselineBirths(server: Server): Promise<number> {
  const response = await fetch(`${server.url}/api/surveillance/alarm-test?locale=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAlarmInput),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { baseline: { births: number } }).baseline.births
}

/** Asks every 100 ms until the alarm test uses `births`; whether it did within `limitMs`. */
async function alarmUsesWithin(server: Server, births: number, limitMs: number): Promise<boolean> {
  const started = performance.now()
  while (performance.now() - started <= limitMs) {
    if ((await alarmBaselineBirths(server)) === births) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** The imported reference rate the demo alarm test reads (AR-RENAC, malformation 1, 2020-2022). */
async function demoBaseline(server: Server, auth: Record<string, string>) {
  const first = async (collection: string, query: string) => {
    const response = await fetch(`${server.url}/api/${collection}?${query}&limit=1&depth=0`, {
      headers: auth,
    })
    const [doc] = ((await response.json()) as { docs: { id: number; births: number }[] }).docs
    expect(doc, `${collection}?${query}`).toBeDefined()
    return doc!
  }
  const registry = await first('member-registries', 'where[networkCode][equals]=AR-RENAC')
  const malformation = await first('malformations', 'where[number][equals]=1')
  return first(
    'baseline-rates',
    `where[registry][equals]=${registry.id}&where[malformation][equals]=${malformation.id}` +
      '&where[basePeriod][equals]=2020-2022',
  )
}

async function setBaselineBirths(
  server: Server,
  auth: Record<string, string>,
  id: number,
  births: number,
) {
  const saved = await fetch(`${server.url}/api/baseline-rates/${id}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ births }),
  })
  expect(saved.status).toBe(200)
}

describe('with REDIS_URL, instances share the alarm test’s cached reference data', () => {
  it('answers on the other instance with a baseline edited through one within a second', async () => {
    const a = await start(firstPort, redisEnv)
    const b = await start(firstPort + 1, redisEnv, 'production server')
    const auth = { authorization: `JWT ${await adminToken(a)}` }
    const baseline = await demoBaseline(a, auth)
    // Both instances have read (and cached) the reference data before the edit.
    expect(await alarmBaselineBirths(a)).toBe(baseline.births)
    expect(await alarmBaselineBirths(b)).toBe(baseline.births)
    expect(await alarmBaselineBirths(b)).toBe(baseline.births)
    const births = baseline.births + 1234
    try {
      await setBaselineBirths(a, auth, baseline.id, births)
      // Expired once the edit's request has answered; B hears of it through the shared cache.
      expect(await alarmUsesWithin(b, births, 1000), 'B still uses the old baseline').toBe(true)
      expect(await alarmBaselineBirths(a)).toBe(births)
    } finally {
      await setBaselineBirths(a, auth, baseline.id, baseline.births)
    }
    expect(await alarmUsesWithin(b, baseline.births, 1000), 'B keeps the edited one').toBe(true)
    await stop(b)
    await stop(a)
  })
})

describe('with object storage, instances share the uploads', () => {
  it('serves through one instance a file uploaded through the other, members-only files after the session check', async () => {
    const a = await start(firstPort, redisEnv)
    const b = await start(firstPort + 1, redisEnv, 'production server')
    const auth = { authorization: `JWT ${await adminToken(a)}` }
    const bytes = Buffer.from(`Demo members-only note ${Date.now()}\n`)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'demo-note.csv')
    form.append('_payload', JSON.stringify({ title: 'Demo note' }))
    const created = await fetch(`${a.url}/api/member-files`, {
      method: 'POST',
      headers: auth,
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string } }

    expect((await fetch(`${b.url}/api/member-files/file/${doc.filename}`)).status).toBe(403)
    const read = await fetch(`${b.url}/api/member-files/file/${doc.filename}`, { headers: auth })
    expect(read.status).toBe(200)
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true)
    // Nothing was written to the shared folder's disk: the file lives in the bucket.
    expect(fs.existsSync(path.join(work, 'member-files'))).toBe(false)
    await stop(b)
    await stop(a)
  })
})

describe('without REDIS_URL, one machine', () => {
  it('serves an edit saved just before a restart', async () => {
    let server = await start(firstPort, baseEnv, 'production server')
    await readUntilCached(server)

    const title = `Projeto editado antes de reiniciar ${Date.now()}`
    await renameFirstProject(server, title)
    // No visit between the edit and the restart: only the saved tag expiry can tell.
    await stop(server)
    server = await start(firstPort, baseEnv, 'production server')
    expect(await projectsPage(server)).toContain(title)
    await stop(server)
  })

  it('lets shared caches keep public pages by address, and no-store for signed-in visitors', async () => {
    const server = await start(firstPort, baseEnv, 'production server')
    for (const [address, lang] of [
      ['/projetos', 'pt'],
      ['/es/projetos', 'es'],
      ['/en/projetos', 'en'],
    ]) {
      // A language cookie from the old site changes nothing: the address decides.
      const page = await fetch(`${server.url}${address}`, { headers: { cookie: 'NEXT_LOCALE=en' } })
      expect(page.status, address).toBe(200)
      expect(page.headers.get('cache-control'), address).toBe(
        'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
      )
      expect(page.headers.get('x-nextjs-cache'), address).not.toBeNull()
      expect(await page.text(), address).toContain(`<html lang="${lang}"`)
    }
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.member),
    })
    const { token } = (await login.json()) as { token: string }
    const members = await fetch(`${server.url}/envio-de-dados/manuais-e-formularios`, {
      headers: { cookie: `payload-token=${token}` },
    })
    expect(members.status).toBe(200)
    expect(members.headers.get('cache-control')).toMatch(/no-store/)
    await stop(server)
  })
})

describe('the production server', () => {
  // Route handlers' answers (the map's outlines, API JSON) are compressed by the reverse proxy
  // (deploy/nginx-cache.conf): Next.js sends them as they are (vercel/next.js#98007).
  it('compresses pages', async () => {
    const server = await start(firstPort, baseEnv, 'production server')
    for (const [address, type] of [
      ['/', 'text/html'],
      ['/es/relamc/o-que-e', 'text/html'],
    ]) {
      const response = await fetch(`${server.url}${address}`, {
        headers: { 'accept-encoding': 'gzip' },
      })
      expect(response.status, address).toBe(200)
      expect(response.headers.get('content-type'), address).toContain(type)
      expect(response.headers.get('content-encoding'), address).toBe('gzip')
      expect((await response.text()).length, address).toBeGreaterThan(1024)
    }
    await stop(server)
  })

  it('answers the alarm test through its route handler, with the site’s security headers', async () => {
    const server = await start(firstPort, baseEnv, 'production server')
    const ask = async (body: unknown) => {
      const text = JSON.stringify(body)
      const response = await fetch(`${server.url}/api/surveillance/alarm-test?locale=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      return {
        status: response.status,
        json: await response.json(),
        csp: response.headers.get('content-security-policy'),
      }
    }
    const input = demoAlarmInput
    // The first request loads the route; the next one finds it loaded and answers the same.
    const [first, second] = [await ask(input), await ask(input)]
    expect(first.status).toBe(200)
    expect(second).toEqual(first)
    expect(second.csp).toContain("frame-ancestors 'self'")
    const wrong = await ask({ ...input, observed: -1 })
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors[0]).toMatchObject({ field: 'observed' })
    // A body that is not JSON reads as no input at all: every field is missing.
    const garbled = await fetch(`${server.url}/api/surveillance/alarm-test?locale=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"registry": "AR-',
    })
    expect(garbled.status).toBe(400)
    const fields = ((await garbled.json()) as { errors: { field: string }[] }).errors.map(
      (error) => error.field,
    )
    expect(fields).toEqual(expect.arrayContaining(['registry', 'malformation', 'observed']))
    await stop(server)
  })
})
