import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const redisUrlBefore = process.env.REDIS_URL
afterEach(() => {
  vi.restoreAllMocks()
  if (redisUrlBefore === undefined) delete process.env.REDIS_URL
  else process.env.REDIS_URL = redisUrlBefore
})

describe('GET /api/health', () => {
  it('answers ok, never stored, without any database call', async () => {
    const db = payload.db as unknown as Record<string, unknown>
    const spies = Object.keys(db)
      .filter((key) => typeof db[key] === 'function')
      .map((key) => vi.spyOn(db as Record<string, () => unknown>, key))
    expect(spies.length).toBeGreaterThan(10)

    const response = await rest('GET', 'health')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})

describe('GET /api/ready', () => {
  it('is ready on the migrated database, never stored', async () => {
    delete process.env.REDIS_URL
    const response = await rest('GET', 'ready')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const body = await response.json()
    expect(body).toMatchObject({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true } },
    })
    expect(body.checks).not.toHaveProperty('redis')
    expect(response.status).toBe(200)
  })

  it('checks Redis when REDIS_URL is set', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379/2'
    const response = await rest('GET', 'ready')
    expect(await response.json()).toMatchObject({
      status: 'ready',
      checks: { redis: { ok: true } },
    })
    expect(response.status).toBe(200)
  })

  it('is not ready when Redis does not answer, and does not show its address', async () => {
    process.env.REDIS_URL = 'redis://:redis-password@127.0.0.1:1/0'
    const response = await rest('GET', 'ready')
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({
      status: 'not-ready',
      checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: false } },
    })
    expect(text).not.toContain('redis-password')
    expect(text).not.toContain('127.0.0.1')
  })

  it('is not ready when a committed migration is missing from the database', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
    })
    const latest = docs[0]
    if (!latest) throw new Error('the test database has no migrations')
    await payload.delete({ collection: 'payload-migrations', id: latest.id })
    try {
      const response = await rest('GET', 'ready')
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        status: 'not-ready',
        checks: {
          database: { ok: true },
          migrations: { ok: false, pending: [latest.name] },
        },
      })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: latest.name, batch: latest.batch },
      })
    }
    expect((await rest('GET', 'ready')).status).toBe(200)
  })

  it('is not ready when the database fails, and does not repeat its error', async () => {
    const secret = 'postgres://relamc:database-password@db.internal:5432/relamc'
    vi.spyOn(payload.db, 'find').mockRejectedValue(new Error(`connect ECONNREFUSED ${secret}`))
    const response = await rest('GET', 'ready')
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({
      status: 'not-ready',
      checks: { database: { ok: false }, migrations: { ok: false } },
    })
    expect(text).not.toContain('database-password')
    expect(text).not.toContain('db.internal')
  })
})
