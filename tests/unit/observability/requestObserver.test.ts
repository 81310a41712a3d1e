import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { register } from 'prom-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRequestObserver } from '../../../server/requestObserver.mjs'
import { routeLabel } from '@/lib/metrics/routeLabel.mjs'

const lines: Record<string, unknown>[] = []
const sink = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(JSON.parse(String(chunk)))
    callback()
  },
})
const observe = createRequestObserver(pino({ level: 'info' }, sink))
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    observe(req, res)
    if (req.url?.startsWith('/api/surveillance/submissions/')) {
      res.statusCode = 201
      res.end(JSON.stringify({ seen: req.headers['x-request-id'] }))
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const logFor = async (requestId: string) => {
  for (let i = 0; i < 50 && !lines.some((line) => line.requestId === requestId); i++)
    await new Promise((resolve) => setImmediate(resolve))
  return lines.find((line) => line.requestId === requestId)
}

describe('the request observer', () => {
  it('gives each request an id, passes it to the app and answers with it', async () => {
    const res = await fetch(`${base}/api/surveillance/submissions/41/accept?token=secret`, {
      method: 'POST',
    })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await res.json()).toEqual({ seen: id })
    expect(await logFor(id!)).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/api/surveillance/submissions/41/accept',
      route: '/api/surveillance/submissions/:id/accept',
      status: 201,
    })
    // The query string (tokens, e-mails) stays out of the log.
    expect(JSON.stringify(await logFor(id!))).not.toContain('secret')
    expect(typeof (await logFor(id!))!.durationMs).toBe('number')
  })

  it("keeps a proxy's request id, and replaces one that is not plausible", async () => {
    const kept = await fetch(`${base}/x`, { headers: { 'X-Request-Id': 'nginx-4f2a.1' } })
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a.1')
    const replaced = await fetch(`${base}/x`, { headers: { 'X-Request-Id': 'a b<script>' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('counts requests and their durations by route and status', async () => {
    await fetch(`${base}/api/surveillance/submissions/7/accept`, { method: 'POST' })
    const text = await register.metrics()
    expect(text).toMatch(
      /relamc_http_requests_total\{method="POST",route="\/api\/surveillance\/submissions\/:id\/accept",status="201"\} [2-9]/,
    )
    expect(text).toContain(
      'relamc_http_request_duration_seconds_count{method="POST",route="/api/surveillance/submissions/:id/accept"}',
    )
    expect(text).toContain('route="not-found",status="404"')
  })
})

describe('route labels', () => {
  it.each([
    ['/api/users/12', 200, '/api/users/:id'],
    ['/api/media/file/photo-1.jpg', 200, '/api/media/file'],
    ['/admin/collections/users/3', 200, '/admin'],
    ['/_next/static/chunks/a1.js', 200, '/_next/static'],
    ['/es/relamc/o-que-e', 200, '/relamc/o-que-e'],
    ['/relamc/o-que-e', 200, '/relamc/o-que-e'],
    ['/', 200, '/'],
    ['/anything/at/all', 404, 'not-found'],
  ])('%s (%i) is %s', (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label)
  })
})
