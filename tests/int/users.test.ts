import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { login, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

const newUser = (roles = ['user']) => ({
  name: 'Nova Pessoa',
  email: `pessoa-${Math.random().toString(36).slice(2)}@example.org`,
  country: 'CL',
  roles,
})

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

describe('users access', () => {
  it('anonymous cannot list or create users', async () => {
    expect((await rest('GET', 'users')).status).toBe(403)
    expect(
      (await rest('POST', 'users', { body: { ...newUser(), password: 'x-Password-1' } })).status,
    ).toBe(403)
  })

  it('a member sees only themself and cannot create users', async () => {
    const res = await rest('GET', 'users', { token: tokens.user })
    const json = (await res.json()) as { totalDocs: number; docs: { email: string }[] }
    expect(json.totalDocs).toBe(1)
    expect(json.docs[0]?.email).toBe('membro@relamc.example')
    expect((await rest('POST', 'users', { token: tokens.user, body: newUser() })).status).toBe(403)
  })

  it('an admin lists, creates, updates and deletes users', async () => {
    const list = (await (await rest('GET', 'users', { token: tokens.admin })).json()) as {
      totalDocs: number
    }
    expect(list.totalDocs).toBeGreaterThanOrEqual(2)
    const created = await rest('POST', 'users', {
      token: tokens.admin,
      body: newUser(['admin', 'user']),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; roles: string[] } }
    expect(doc.roles).toContain('admin')
    expect(
      (
        await rest('PATCH', `users/${doc.id}`, {
          token: tokens.admin,
          body: { name: 'Outro Nome' },
        })
      ).status,
    ).toBe(200)
    expect((await rest('DELETE', `users/${doc.id}`, { token: tokens.admin })).status).toBe(200)
  })
})

describe('admin panel', () => {
  it('opens to admins only', async () => {
    const adminAccess = payload.collections.users.config.access.admin!
    const find = async (email: string) =>
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).docs[0]!
    const member = { ...(await find('membro@relamc.example')), collection: 'users' }
    const admin = { ...(await find('admin@relamc.example')), collection: 'users' }
    const ask = (user: unknown) => adminAccess({ req: { user, payload } } as never)
    expect(await ask(null)).toBe(false)
    expect(await ask(member)).toBe(false)
    expect(await ask(admin)).toBe(true)
  })
})

describe('role escalation', () => {
  it('a member cannot make themself admin', async () => {
    const me = (await (await rest('GET', 'users/me', { token: tokens.user })).json()) as {
      user: { id: number }
    }
    await rest('PATCH', `users/${me.user.id}`, {
      token: tokens.user,
      body: { roles: ['admin'], disabled: false },
    })
    const after = await payload.findByID({
      collection: 'users',
      id: me.user.id,
      overrideAccess: true,
    })
    expect(after.roles).toEqual(['user'])
  })

  it('a member cannot change another user', async () => {
    const admin = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@relamc.example' } },
      overrideAccess: true,
    })
    const res = await rest('PATCH', `users/${admin.docs[0]!.id}`, {
      token: tokens.user,
      body: { name: 'Hacked' },
    })
    expect(res.status).toBe(403)
  })

  it('a member cannot send password-reset emails for others', async () => {
    const admin = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@relamc.example' } },
      overrideAccess: true,
    })
    expect(
      (await rest('POST', `users/${admin.docs[0]!.id}/send-reset`, { token: tokens.user })).status,
    ).toBe(403)
    expect((await rest('POST', `users/${admin.docs[0]!.id}/send-reset`)).status).toBe(403)
  })

  it('the JWT carries the roles', async () => {
    const [, body] = tokens.admin!.split('.')
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { roles: string[] }
    expect(claims.roles).toContain('admin')
  })
})

describe('login protection', () => {
  const password = 'Correct-horse-7'
  const accountWith = async (data: Record<string, unknown> = {}) => {
    const email = `conta-${Math.random().toString(36).slice(2)}@example.org`
    await payload.create({
      collection: 'users',
      data: { name: 'Conta', email, password, country: 'PE', roles: ['user'], ...data },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    return email
  }

  it('refuses a disabled account with the specification message', async () => {
    const email = await accountWith({ disabled: true })
    const res = await rest('POST', 'users/login', { body: { email, password } })
    expect(res.status).toBe(403)
    const json = (await res.json()) as { errors: { message: string; data?: { code?: string } }[] }
    expect(json.errors[0]?.message).toBe(
      'Sua conta foi desativada. Entre em contato com a administração.',
    )
  })

  it('ends the sessions of an account when it is disabled', async () => {
    const email = await accountWith()
    const token = await login(email, password)
    expect((await rest('GET', 'users/me', { token })).status).toBe(200)
    const user = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    await rest('PATCH', `users/${user.docs[0]!.id}`, {
      token: tokens.admin,
      body: { disabled: true },
    })
    const me = (await (await rest('GET', 'users/me', { token })).json()) as { user: unknown }
    expect(me.user).toBeNull()
  })

  it('locks an account after a sustained run of failed logins', async () => {
    const email = await accountWith()
    for (let i = 0; i < 10; i++) {
      expect(
        (await rest('POST', 'users/login', { body: { email, password: 'wrong-password' } })).status,
      ).toBe(401)
    }
    // Only the right password learns that the account is locked, and until when.
    const locked = await rest('POST', 'users/login', { body: { email, password } })
    expect(locked.status).toBe(423)
    expect((await locked.json()).errors[0].message).toBe(
      'Sua conta está temporariamente bloqueada por excesso de tentativas. Tente novamente em 15 minutos, ou redefina sua senha para desbloqueá-la agora.',
    )
  })
})

describe('changing an email', () => {
  const password = 'Correct-horse-7'
  const account = async () => {
    const email = `eu-${Math.random().toString(36).slice(2)}@example.org`
    const user = await payload.create({
      collection: 'users',
      data: { name: 'Eu', email, password, country: 'PE', roles: ['user'] },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    return { id: user.id, email, token: await login(email, password) }
  }
  const emailOf = async (id: number | string) =>
    (await payload.findByID({ collection: 'users', id, overrideAccess: true })).email

  it('tells a member nothing about whether another address has an account', async () => {
    const me = await account()
    const answers = []
    for (const email of ['admin@relamc.example', `ninguem-${Date.now()}@example.org`]) {
      const res = await rest('PATCH', `users/${me.id}`, { token: me.token, body: { email } })
      const json = (await res.json()) as { errors?: unknown; doc?: { email?: string } }
      answers.push({ status: res.status, errors: json.errors, email: json.doc?.email })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual({ status: 200, errors: undefined, email: me.email })
    expect(await emailOf(me.id)).toBe(me.email)
  })

  it('is done by the office', async () => {
    const member = await account()
    const email = `novo-${Math.random().toString(36).slice(2)}@example.org`
    const res = await rest('PATCH', `users/${member.id}`, { token: tokens.admin, body: { email } })
    expect(res.status).toBe(200)
    expect(await emailOf(member.id)).toBe(email)
  })
})
