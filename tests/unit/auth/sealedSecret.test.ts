import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSecret, sealSecret } from '@/lib/auth/twoFactor/sealedSecret'

// A TOTP secret as authenticator apps read it (Base32, 160 bits).
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

describe('a second factor secret at rest', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is stored encrypted, differently each time, and opens to the secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'first-server-secret-0123456789abcdef')
    const one = sealSecret(SECRET)
    const two = sealSecret(SECRET)
    expect(one).not.toContain(SECRET)
    expect(Buffer.from(one.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(SECRET)
    expect(one).not.toBe(two)
    expect(openSecret(one)).toBe(SECRET)
    expect(openSecret(two)).toBe(SECRET)
  })

  it('cannot be opened with another PAYLOAD_SECRET', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'first-server-secret-0123456789abcdef')
    const sealed = sealSecret(SECRET)
    vi.stubEnv('PAYLOAD_SECRET', 'second-server-secret-0123456789abcdef')
    expect(openSecret(sealed)).toBeNull()
  })

  it('opens to nothing once any part is altered, and never reads a plain secret', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'first-server-secret-0123456789abcdef')
    const sealed = sealSecret(SECRET)
    const parts = sealed.split('.')
    for (let part = 1; part < parts.length; part++) {
      const altered = [...parts]
      const last = altered[part]!.at(-2) === 'A' ? 'B' : 'A'
      altered[part] = `${altered[part]!.slice(0, -2)}${last}${altered[part]!.at(-1)}`
      expect(openSecret(altered.join('.')), `part ${part}`).toBeNull()
    }
    for (const stored of [SECRET, '', null, undefined, `v2.${parts.slice(1).join('.')}`])
      expect(openSecret(stored)).toBeNull()
  })
})
