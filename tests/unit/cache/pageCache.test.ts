import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPageCache, pageKey } from '../../../server/pageCache.mjs'

/** A stand-in for Next.js: counts requests and answers like a cached page unless told otherwise. */
let calls = 0
let respond: (req: http.IncomingMessage, res: http.ServerResponse) => void
const cache = createPageCache({ ttlMs: 200 })
const server = http.createServer((req, res) => {
  if (cache.serve(req, res)) return
  cache.capture(req, res)
  calls++
  respond(req, res)
})
let base = ''

const cachedPage = (req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('x-nextjs-cache', 'HIT')
  res.setHeader('content-type', 'text/html')
  res.setHeader('etag', '"v1"')
  res.write(`<p>${req.url} `)
  res.end(`${calls}</p>`)
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cache.clear()
  calls = 0
  respond = cachedPage
})

const get = (path: string, headers: Record<string, string> = { cookie: 'NEXT_LOCALE=pt' }) =>
  fetch(base + path, { headers }).then(async (r) => ({
    status: r.status,
    body: await r.text(),
    headers: r.headers,
  }))

describe('page cache in front of Next.js', () => {
  it('answers a second visit from memory with the same bytes and headers', async () => {
    const first = await get('/projetos')
    const second = await get('/projetos')
    expect(calls).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.headers.get('content-type')).toBe('text/html')
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('keeps one copy per language and per address', async () => {
    await get('/projetos')
    await get('/projetos', { cookie: 'NEXT_LOCALE=en' })
    await get('/projetos?page=2')
    expect(calls).toBe(3)
  })

  it('sends signed-in visitors, first visits, client navigations and other methods to Next.js', async () => {
    await get('/projetos')
    await get('/projetos', { cookie: 'NEXT_LOCALE=pt; payload-token=abc' })
    await get('/projetos', {})
    await get('/projetos', { cookie: 'NEXT_LOCALE=fr' })
    await get('/projetos', { cookie: 'NEXT_LOCALE=pt', rsc: '1' })
    await fetch(`${base}/projetos`, { method: 'POST', headers: { cookie: 'NEXT_LOCALE=pt' } })
    expect(calls).toBe(6)
  })

  it('never keeps API answers, files, uncached pages or answers that set a cookie', async () => {
    expect(
      pageKey({ method: 'GET', url: '/api/projects', headers: { cookie: 'NEXT_LOCALE=pt' } }),
    ).toBeNull()
    expect(
      pageKey({ method: 'GET', url: '/icon.svg', headers: { cookie: 'NEXT_LOCALE=pt' } }),
    ).toBeNull()
    respond = (req, res) => res.end('dynamic')
    await get('/area')
    await get('/area')
    respond = (req, res) => {
      res.setHeader('x-nextjs-cache', 'HIT')
      res.setHeader('set-cookie', 'a=b')
      res.end('with cookie')
    }
    await get('/cookie')
    await get('/cookie')
    respond = (req, res) => {
      res.setHeader('x-nextjs-cache', 'MISS')
      res.setHeader('cache-control', 'private, no-store')
      res.end('no store')
    }
    await get('/nostore')
    await get('/nostore')
    expect(calls).toBe(6)
  })

  it('asks Next.js again after a change and once the copy is older than its time to live', async () => {
    await get('/projetos')
    cache.clear()
    await get('/projetos')
    expect(calls).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 250))
    await get('/projetos')
    expect(calls).toBe(3)
  })

  it('does not keep a page whose answer started before a change', async () => {
    respond = (req, res) => {
      res.setHeader('x-nextjs-cache', 'HIT')
      res.write('old ')
      cache.clear()
      res.end('content')
    }
    await get('/projetos')
    await get('/projetos')
    expect(calls).toBe(2)
  })

  it('answers 304 when the browser has the same copy', async () => {
    await get('/projetos')
    const again = await get('/projetos', { cookie: 'NEXT_LOCALE=pt', 'if-none-match': '"v1"' })
    expect(again.status).toBe(304)
    expect(calls).toBe(1)
  })
})
