import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { login, rest } from '../../helpers/rest'

let payload: Payload
const email = `password-change-${Date.now()}@example.org`
let userId: number
let token: string

beforeAll(async () => {
  payload = await testPayload()
  const user = await payload.create({
    collection: 'users',
    data: { email, password: 'first-Password-1', name: 'Troca', country: 'UY', roles: ['user'] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  userId = user.id
  token = await login(email, 'first-Password-1')
})

const change = (body: unknown, auth: string | undefined = token) =>
  rest('POST', 'users/change-password', { token: auth, body, locale: 'es' })

describe('POST /api/users/change-password', () => {
  it('refuses anonymous callers, a wrong current password and a short new one', async () => {
    expect((await change({ currentPassword: 'x', newPassword: 'long-enough-1' }, '')).status).toBe(
      401,
    )
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'second-Password-2' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors[0]).toEqual({
      field: 'currentPassword',
      code: 'wrongCurrent',
      message: 'La contraseña actual es incorrecta.',
    })
    const short = await change({ currentPassword: 'first-Password-1', newPassword: 'short' })
    expect((await short.json()).errors[0]).toMatchObject({ field: 'newPassword', code: 'tooShort' })
    expect(await login(email, 'first-Password-1')).toBeTruthy()
  })

  it('changes it with the current password, and the change is audited', async () => {
    const res = await change({
      currentPassword: 'first-Password-1',
      newPassword: 'second-Password-2',
    })
    expect(res.status).toBe(200)
    await expect(login(email, 'first-Password-1')).rejects.toThrow()
    expect(await login(email, 'second-Password-2')).toBeTruthy()
    const events = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'passwordChanged' } }, { user: { equals: userId } }] },
      overrideAccess: true,
    })
    expect(events.totalDocs).toBe(1)
  })
})
