import { NextRequest } from 'next/server'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import proxy, { config } from '@/proxy'
import { MAX_FILE_UPLOAD_BODY_BYTES, MAX_OTHER_BODY_BYTES } from '@/lib/security/bodyLimits'
import { MAX_CASE_RECORDS_BODY_BYTES } from '@/lib/security/bodyCaps'

const post = (path: string, headers: Record<string, string>) =>
  proxy(new NextRequest(`http://localhost${path}`, { method: 'POST', headers }))

const json = { 'content-type': 'application/json' }
const multipart = { 'content-type': 'multipart/form-data; boundary=x' }

describe('request bodies', () => {
  it("reach the proxy on Payload's API whenever they are sent, and GETs do not", () => {
    const matches = (url: string, headers: Record<string, string>) =>
      unstable_doesMiddlewareMatch({ config, url, headers })
    expect(matches('/api/users/login', { 'content-length': '10' })).toBe(true)
    expect(matches('/api/media', { 'transfer-encoding': 'chunked' })).toBe(true)
    expect(matches('/api/graphql', { 'content-length': '10' })).toBe(true)
    expect(matches('/api/media/file/picture.png', {})).toBe(false)
    expect(matches('/api/surveillance/alarm-test/other', { 'content-length': '10' })).toBe(true)
  })

  it('leave the public alarm test to its route, which caps its body itself', () => {
    const matches = (url: string, headers: Record<string, string>) =>
      unstable_doesMiddlewareMatch({ config, url, headers })
    expect(matches('/api/surveillance/alarm-test', { 'content-length': '10' })).toBe(false)
    expect(matches('/api/surveillance/alarm-test', { 'transfer-encoding': 'chunked' })).toBe(false)
  })

  it('over the JSON cap are refused with 413 in the language asked for, before anything reads them', async () => {
    const res = post('/api/users?locale=en', {
      ...json,
      'content-length': String(MAX_OTHER_BODY_BYTES + 1),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      message: 'The request is too large (at most 1024 KB).',
      errors: [{ code: 'bodyTooLarge', message: 'The request is too large (at most 1024 KB).' }],
    })
  })

  it('over the upload cap are refused with 413, in the language of the page that sent them', async () => {
    const res = post('/api/media', {
      ...multipart,
      referer: 'http://localhost/es/contato/filiacao',
      'content-length': String(50 * 1024 * 1024),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toBe(
      'La solicitud es demasiado grande (máximo 10240 KB).',
    )
  })

  it('of unknown length are refused with 411', async () => {
    const res = post('/api/media', { ...multipart, 'transfer-encoding': 'chunked' })
    expect(res.status).toBe(411)
  })

  it('within their cap go on to the route untouched', () => {
    const ok = (res: Response) => res.headers.get('x-middleware-next')
    expect(
      ok(post('/api/users', { ...json, 'content-length': String(MAX_OTHER_BODY_BYTES) })),
    ).toBe('1')
    const upload = post('/api/media', {
      ...multipart,
      'content-length': String(MAX_FILE_UPLOAD_BODY_BYTES),
    })
    expect(ok(upload)).toBe('1')
    // No page-only headers on the API.
    expect(upload.headers.get('cache-control')).toBeNull()
  })

  it('of a semester of case records may be larger, at their two addresses only', () => {
    const ok = (res: Response) => res.headers.get('x-middleware-next')
    // About 15 MB: 50,000 records as JSON, or their file.
    const length = String(15 * 1024 * 1024)
    expect(ok(post('/api/surveillance/case-records', { ...json, 'content-length': length }))).toBe(
      '1',
    )
    expect(
      ok(post('/api/surveillance/case-records/upload', { ...multipart, 'content-length': length })),
    ).toBe('1')
    expect(
      post('/api/surveillance/submissions', { ...json, 'content-length': length }).status,
    ).toBe(413)
    expect(
      post('/api/surveillance/case-records', {
        ...json,
        'content-length': String(MAX_CASE_RECORDS_BODY_BYTES + 1),
      }).status,
    ).toBe(413)
  })
})
