import { beforeAll, describe, expect, it } from 'vitest'
import { origin, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  tokens = await tokensByRole()
})

describe('hidden authentication fields', () => {
  const probes = [
    'where[resetPasswordToken][exists]=true',
    'where[hash][like]=a',
    'where[salt][exists]=true',
    'where[apiKey][exists]=true',
    'where[lockUntil][exists]=true',
    'where[loginAttempts][greater_than]=0',
  ]

  it.each(probes)('cannot filter the users by %s, whoever asks', async (query) => {
    expect((await rest('GET', `users?${query}`)).status).toBe(403)
    for (const token of [tokens.user, tokens.admin]) {
      const res = await rest('GET', `users?${query}`, { token })
      expect(res.status).toBe(400)
      expect((await res.json()).errors[0].name).toBe('QueryError')
    }
  })
})

describe('a session cookie sent from another site', () => {
  const cookie = () => ({ Cookie: `payload-token=${tokens.admin}` })

  it('signs no one in', async () => {
    const foreign = await rest('GET', 'users/me', {
      headers: { ...cookie(), Origin: 'https://evil.example' },
    })
    expect((await foreign.json()).user).toBeNull()
    const own = await rest('GET', 'users/me', { headers: { ...cookie(), Origin: origin } })
    expect((await own.json()).user.email).toBe('admin@relamc.example')
  })

  it('signs no one in even when sent to the address the site is opened at', async () => {
    const foreign = await rest('GET', 'users/me', {
      headers: {
        ...cookie(),
        Host: '127.0.0.1:3000',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    })
    expect((await foreign.json()).user).toBeNull()
  })

  it('is told apart from an ended session when it tries to save', async () => {
    const res = await rest('POST', 'surveillance/submissions', {
      headers: { ...cookie(), Origin: 'https://evil.example' },
      body: {},
      locale: 'pt',
    })
    expect(res.status).toBe(403)
    const { errors } = await res.json()
    expect(errors[0].code).toBe('foreignOrigin')
    expect(errors[0].message).toMatch(/outro endereço/)
  })

  it('cannot change anything', async () => {
    const res = await rest('POST', 'announcements', {
      headers: { ...cookie(), Origin: 'https://evil.example' },
      body: { title: 'Demo forged', date: '2026-11-22' },
    })
    expect(res.status).toBe(403)
  })
})

describe('a session cookie sent from the site opened at another address than SERVER_URL', () => {
  const cookie = () => ({ Cookie: `payload-token=${tokens.admin}` })

  it('signs in when the page origin is the host the request was sent to', async () => {
    const res = await rest('GET', 'users/me', {
      headers: { ...cookie(), Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:3000' },
    })
    expect((await res.json()).user?.email).toBe('admin@relamc.example')
  })

  it('signs in behind a proxy when the browser says the request is same-origin', async () => {
    const res = await rest('GET', 'users/me', {
      headers: {
        ...cookie(),
        Host: 'localhost:3000',
        Origin: 'https://www.relamc.example',
        'Sec-Fetch-Site': 'same-origin',
      },
    })
    expect((await res.json()).user?.email).toBe('admin@relamc.example')
  })

  it('saves', async () => {
    const res = await rest('POST', 'surveillance/submissions', {
      headers: { ...cookie(), Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:3000' },
      body: {},
      locale: 'en',
    })
    // Signed in: the empty body is refused for its fields, not for who sent it.
    expect(res.status).toBe(400)
  })
})
