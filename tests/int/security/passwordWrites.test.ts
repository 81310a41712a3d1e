import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { login, rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import {
  freshAccount,
  graphqlAs,
  issueKey,
  keyHeader,
  sessionHeader,
  type Account,
} from '../../helpers/keyedAccounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** The account still signs in with its own password, and not with the one tried. */
async function passwordUnchanged(account: Account, tried: string) {
  expect(await login(account.email, account.password)).toBeTruthy()
  await expect(login(account.email, tried)).rejects.toThrow()
}

const stored = (id: number) =>
  payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

describe('a password changes only through its own flow', () => {
  it("refuses a session's PATCH of its own password, in the caller's language", async () => {
    const account = await freshAccount(payload)
    for (const password of ['abc', 'A-long-enough-Password-9']) {
      const res = await rest('PATCH', `users/${account.id}`, {
        token: account.token,
        body: { password },
        locale: 'es',
      })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toEqual([
        {
          field: 'password',
          code: 'passwordChangeFlowOnly',
          message:
            'La contraseña solo se cambia en la página de la cuenta, indicando la contraseña actual, o con un enlace de restablecimiento.',
        },
      ])
      await passwordUnchanged(account, password)
    }
  })

  it("refuses an admin's session setting a member's password, one by one or in bulk", async () => {
    const member = await freshAccount(payload)
    const one = await rest('PATCH', `users/${member.id}`, {
      token: tokens.admin,
      body: { password: 'Chosen-by-admin-1' },
      locale: 'en',
    })
    expect(one.status).toBe(400)
    expect((await one.json()).errors[0]).toMatchObject({
      code: 'passwordChangeFlowOnly',
      message:
        'The password changes only on the account page, giving the current password, or through a reset link.',
    })
    const bulk = await rest('PATCH', `users?where[id][equals]=${member.id}`, {
      token: tokens.admin,
      body: { password: 'Chosen-by-admin-2' },
    })
    expect(bulk.status).toBe(400)
    await passwordUnchanged(member, 'Chosen-by-admin-1')
    await passwordUnchanged(member, 'Chosen-by-admin-2')
  })

  it('refuses GraphQL updateUser with a password, with a session or with a key', async () => {
    const account = await freshAccount(payload)
    const { key } = await issueKey(account.token, 'submit')
    const mutation = `mutation { updateUser(id: ${account.id}, data: { password: "abc" }) { id } }`
    for (const headers of [sessionHeader(account.token), keyHeader(key)]) {
      const answer = await graphqlAs(headers, mutation)
      expect(answer.errors?.length).toBeGreaterThan(0)
      expect(answer.data?.updateUser ?? null).toBeNull()
    }
    await passwordUnchanged(account, 'abc')
  })

  it('keeps the length rule on a reset link', async () => {
    const account = await freshAccount(payload)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: account.email },
      disableEmail: true,
    })
    const short = await rest('POST', 'users/reset-password', {
      body: { token, password: 'abc' },
      locale: 'pt',
    })
    expect(short.status).toBe(400)
    expect((await short.json()).errors[0]).toEqual({
      field: 'password',
      code: 'tooShort',
      message: 'A nova senha precisa ter ao menos 8 caracteres.',
    })
    await passwordUnchanged(account, 'abc')
    const done = await rest('POST', 'users/reset-password', {
      body: { token, password: 'Reset-Password-22' },
    })
    expect(done.status).toBe(200)
    expect(await login(account.email, 'Reset-Password-22')).toBeTruthy()
  })
})

describe('no API key changes an account or a key', () => {
  it("refuses a member's submit key changing its own password, e-mail or name", async () => {
    const account = await freshAccount(payload)
    const { key } = await issueKey(account.token, 'submit')
    for (const body of [
      { password: 'abc' },
      { password: 'A-long-enough-Password-9' },
      { email: `taken-over-${Date.now()}@example.org` },
      { name: 'Renamed by a key' },
    ]) {
      const res = await rest('PATCH', `users/${account.id}`, {
        headers: keyHeader(key),
        body,
        locale: 'en',
      })
      expect(res.status).toBe(403)
      expect((await res.json()).errors).toEqual([
        {
          code: 'apiKeyCannotChangeAccounts',
          message:
            'An API key cannot create, change or delete accounts: sign in with your password and use the account page.',
        },
      ])
    }
    await passwordUnchanged(account, 'abc')
    expect(await stored(account.id)).toMatchObject({ email: account.email, name: 'Conta de teste' })
  })

  it("refuses an admin's submit key creating, promoting or deleting accounts, and revoking keys", async () => {
    const admin = await freshAccount(payload, ['admin', 'user'])
    const { key } = await issueKey(admin.token, 'submit')
    const member = await freshAccount(payload)
    const memberKey = await issueKey(member.token, 'read')
    const asKey = { headers: keyHeader(key) }
    const email = `made-by-key-${Date.now()}@example.org`
    const created = await rest('POST', 'users', {
      ...asKey,
      body: { email, name: 'Novo admin', country: 'CL', roles: ['admin'] },
    })
    expect(created.status).toBe(403)
    expect(
      (await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs,
    ).toBe(0)
    expect(
      (await rest('PATCH', `users/${member.id}`, { ...asKey, body: { roles: ['admin'] } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `users/${member.id}`, asKey)).status).toBe(403)
    expect((await stored(member.id)).roles).toEqual(['user'])
    const revoke = await rest('PATCH', `api-keys/${memberKey.id}`, {
      ...asKey,
      body: { revokedAt: new Date().toISOString() },
    })
    expect(revoke.status).toBe(403)
    const keyDoc = await payload.findByID({
      collection: 'api-keys',
      id: memberKey.id,
      overrideAccess: true,
    })
    expect(keyDoc.revokedAt ?? null).toBeNull()
  })
})
