import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureKeyspaceEvents, publishesExpiries } from '@/lib/cache/redisKeyspace.mjs'
import { SharedRedisCache } from '@/lib/cache/sharedRedisCache.mjs'
import { root } from './servers'

// Two throwaway Redis servers publishing no keyspace events (Redis's default): one lets the site
// set them, the other forbids CONFIG, as some managed services do.
const open = { port: 6390, url: 'redis://127.0.0.1:6390/0' }
const locked = { port: 6391, url: 'redis://127.0.0.1:6391/0' }
const servers: ChildProcess[] = []
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-misconfigured-'))

async function startRedis(port: number, extra: string[] = []): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no', ...extra],
    { stdio: 'ignore' },
  )
  servers.push(server)
  // Answers PING once it listens.
  for (;;) {
    if (server.exitCode !== null) throw new Error(`redis-server on ${port} exited`)
    const client = createClient({
      url: `redis://127.0.0.1:${port}`,
      socket: { reconnectStrategy: false },
    })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.ping()
      await client.disconnect()
      return server
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function keyspaceFlags(url: string): Promise<string> {
  const client = createClient({ url })
  await client.connect()
  const flags = (await client.configGet('notify-keyspace-events'))['notify-keyspace-events']
  await client.disconnect()
  return flags ?? ''
}

const cacheOn = (url: string) => {
  process.env.REDIS_URL = url
  return new SharedRedisCache({ serverDistDir: path.join(dir, 'server') })
}

beforeAll(async () => {
  await startRedis(open.port)
  await startRedis(locked.port, ['--rename-command', 'CONFIG', ''])
})

afterAll(() => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL')
  delete process.env.REDIS_URL
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('a Redis that publishes no keyspace events', () => {
  it('is set to publish them when it lets the server do so', async () => {
    expect(publishesExpiries(await keyspaceFlags(open.url))).toBe(false)
    expect(await ensureKeyspaceEvents(open.url)).toMatchObject({ ok: true, changed: true })
    expect(publishesExpiries(await keyspaceFlags(open.url))).toBe(true)
    expect(await ensureKeyspaceEvents(open.url)).toEqual({ ok: true, changed: false })
  })

  it('when it cannot be set, stops `npm start` with one line that says the fix', async () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, REDIS_URL: locked.url, DATA_DIR: path.join(dir, 'data') },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.status).toBe(1)
    // Nothing on stdout but the line naming the Node.js it runs on.
    expect(result.stdout).toMatch(/^(npm start: Node\.js v\d+\.\d+\.\d+ \(.*\)\n)?$/)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Redis at 127.0.0.1:6391/0 does not publish the expiry events')
    expect(lines[0]).toContain('`redis-cli config set notify-keyspace-events Exe`')
  })

  it('leaves no request waiting: the cache answers "not cached" and pages are rendered', async () => {
    const cache = cacheOn(locked.url)
    expect(await cache.get('page', { kind: 'APP_PAGE' })).toBeNull()
    await cache.set('page', null, { tags: [] })
    await cache.revalidateTag(['collection:projects'])
    expect(await cache.get('page', { kind: 'APP_PAGE' })).toBeNull()
  })
})

describe('a Redis that stops answering', () => {
  it('degrades to rendering: reads answer "not cached" instead of waiting', async () => {
    const cache = cacheOn(open.url)
    const entry = { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: '' }, revalidate: 60 }
    await cache.set('data', entry, { tags: ['collection:projects'] })
    expect(await cache.get('data', { kind: 'FETCH' })).toMatchObject({ value: entry })

    const server = servers[0]!
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGKILL')
    await exited
    expect(await cache.get('other', { kind: 'FETCH' })).toBeNull()
  })
})
