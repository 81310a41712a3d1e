import { afterEach, describe, expect, it, vi } from 'vitest'
import { exampleSecret, payloadSecret } from '@/lib/secret'

afterEach(() => vi.unstubAllEnvs())

describe('payloadSecret', () => {
  it('refuses to run production without a real secret', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', '')
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
    vi.stubEnv('PAYLOAD_SECRET', exampleSecret)
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
  })

  it('uses the configured secret', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 'a-real-secret-from-the-environment')
    expect(payloadSecret()).toBe('a-real-secret-from-the-environment')
  })

  it('lets development and the production build run without one', () => {
    vi.stubEnv('NODE_ENV', 'development')
    vi.stubEnv('PAYLOAD_SECRET', '')
    const development = payloadSecret()
    expect(typeof development).toBe('string')
    expect(development.length).toBeGreaterThanOrEqual(16)
    expect(development).not.toBe(exampleSecret)
    // The same value on every start, so development sessions survive a restart.
    expect(payloadSecret()).toBe(development)
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NEXT_PHASE', 'phase-production-build')
    expect(payloadSecret()).toBe(development)
  })
})
