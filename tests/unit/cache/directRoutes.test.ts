import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DIRECT_MAX_BODY_BYTES, serveDirect } from '../../../server/directRoutes.mjs'
import { registerDirectRoute } from '@/lib/directRoutes'

/** The production server's order: a registered route first, Next.js (here a stand-in) after. */
let nextCalls = 0
const server = http.createServer((req, res) => {
  if (serveDirect(req, res)) return
  nextCalls++
  req.resume()
  res.end('next')
})
let base = ''
const seen: { url: string; body: string; type: string | null }[] = []
let nextHandler: (request: Request) => Promise<Response>

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  nextHandler = registerDirectRoute('POST', '/api/direct-test', async (request) => {
    seen.push({
      url: request.url,
      body: await request.text(),
      type: request.headers.get('content-type'),
    })
    return { status: 201, body: { ok: true }, headers: { 'x-answer': 'direct' } }
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  nextCalls = 0
  seen.length = 0
})

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

/** A POST sent with node's client, which, unlike fetch, lets the test choose the Host header. */
const rawPost = (path: string, body: string, host: string) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', headers: { host, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0 })
      },
    )
    request.on('error', reject)
    request.end(body)
  })

describe('routes the production server answers directly', () => {
  it('hands the request to the registered handler and sends its answer with the security headers', async () => {
    const response = await post('/api/direct-test?locale=en', '{"a":1}')
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('x-answer')).toBe('direct')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(seen).toEqual([
      {
        url: expect.stringMatching(/\/api\/direct-test\?locale=en$/),
        body: '{"a":1}',
        type: 'application/json',
      },
    ])
    expect(nextCalls).toBe(0)
  })

  it('gives Next.js a route handler with the same answer as a Response', async () => {
    const response = await nextHandler(
      new Request('http://localhost/api/direct-test', { method: 'POST', body: '{"b":2}' }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('x-answer')).toBe('direct')
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ ok: true })
    expect(seen).toEqual([
      { url: 'http://localhost/api/direct-test', body: '{"b":2}', type: expect.any(String) },
    ])
  })

  it('answers whatever Host header the request names', async () => {
    const answers = await Promise.all(
      ['evil.example/x?', '[::1', ''].map((host) => rawPost('/api/direct-test', '{}', host)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
  })

  it('leaves other addresses and methods to Next.js', async () => {
    expect(await (await post('/api/other', '{}')).text()).toBe('next')
    expect(await (await fetch(`${base}/api/direct-test`)).text()).toBe('next')
    expect(nextCalls).toBe(2)
    expect(seen).toHaveLength(0)
  })

  it('leaves a body over the limit, or of unknown length, to Next.js, which refuses it', async () => {
    const large = 'x'.repeat(DIRECT_MAX_BODY_BYTES + 1)
    expect(await (await post('/api/direct-test', large)).text()).toBe('next')
    const stream = new Blob(['{}']).stream()
    const chunked = await fetch(`${base}/api/direct-test`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await chunked.text()).toBe('next')
    expect(nextCalls).toBe(2)
    expect(seen).toHaveLength(0)
  })
})
