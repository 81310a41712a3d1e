import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInDelay } from '@/lib/auth/signInDelay'

describe('signInDelay', () => {
  it('lets the first three failures through, then waits 1 s doubling up to 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(signInDelay)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })
})

describe('the client address the production server hands to the app', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  const addressOf = async (trusted: string, peer: string, headers: Record<string, string> = {}) => {
    vi.stubEnv('TRUSTED_PROXIES', trusted)
    vi.resetModules()
    const { setClientAddress } = await import('../../../server/clientAddress.mjs')
    const req = { socket: { remoteAddress: peer }, headers: { ...headers } }
    setClientAddress(req)
    return req.headers['x-client-address']
  }

  it('is the socket peer, whatever the client claims', async () => {
    expect(
      await addressOf('', '::ffff:198.51.100.9', {
        'x-forwarded-for': '1.2.3.4',
        'x-client-address': '1.2.3.4',
      }),
    ).toBe('198.51.100.9')
  })

  it('is the last hop a trusted proxy did not add itself', async () => {
    expect(
      await addressOf('10.0.0.2, 10.0.0.3', '10.0.0.2', {
        'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.3',
      }),
    ).toBe('203.0.113.7')
  })
})
