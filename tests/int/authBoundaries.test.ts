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

  it('cannot change anything', async () => {
    const res = await rest('POST', 'announcements', {
      headers: { ...cookie(), Origin: 'https://evil.example' },
      body: { title: 'Demo forged', date: '2026-11-22' },
    })
    expect(res.status).toBe(403)
  })
})
