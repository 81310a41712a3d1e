import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startSmtp, passwordLinkIn } from '../helpers/smtp'
import { rest } from '../helpers/rest'

type Smtp = Awaited<ReturnType<typeof startSmtp>>
let smtp: Smtp
let adminToken: string

beforeAll(async () => {
  smtp = await startSmtp()
  // Set before the config is first imported in this file, so Payload sends through it.
  process.env.SMTP_URL = smtp.url
  process.env.SERVER_URL = 'http://relamc.test'
  process.env.OFFICE_EMAIL = 'secretaria@relamc.test'
  // As `npm start` on one machine: an email is a job this process starts at once.
  vi.stubEnv('RUN_JOBS', 'true')
  const { tokensByRole } = await import('../helpers/accounts')
  adminToken = (await tokensByRole()).admin!
})

afterAll(async () => {
  delete process.env.SMTP_URL
  vi.unstubAllEnvs()
  await smtp.stop()
})

const loginStatus = async (email: string, password: string) =>
  (await rest('POST', 'users/login', { body: { email, password } })).status

/** What the set-password page does with the emailed link. */
const setPasswordFromLink = async (link: URL, password: string) =>
  rest('POST', 'users/reset-password', {
    body: { token: link.searchParams.get('token'), password },
  })

describe('invitation and password reset through a real SMTP server', () => {
  const email = `convidada-${Date.now()}@example.org`
  let userId: number

  it('an admin creates a member without a password, and the member is emailed a link', async () => {
    const res = await rest('POST', 'users', {
      token: adminToken,
      body: {
        name: 'Convidada',
        email,
        country: 'UY',
        roles: ['user'],
        password: 'Typed-by-admin-1',
      },
    })
    expect(res.status).toBe(201)
    userId = ((await res.json()) as { doc: { id: number } }).doc.id

    const invitation = await smtp.waitFor(email)
    expect(invitation.subject).toBe('Convite para a área de membros')
    const link = passwordLinkIn(invitation)
    expect(link.origin).toBe('http://relamc.test')
    expect(link.pathname).toBe('/redefinir-senha')
    expect(link.searchParams.get('convite')).toBe('1')
    // A password typed by the admin is never the member's password.
    expect(await loginStatus(email, 'Typed-by-admin-1')).toBe(401)
  })

  it('following the link sets the password, which then logs in', async () => {
    const link = passwordLinkIn(await smtp.waitFor(email))
    expect((await setPasswordFromLink(link, 'Chosen-by-member-2')).status).toBe(200)
    expect(await loginStatus(email, 'Chosen-by-member-2')).toBe(200)
    // The link works once.
    expect((await setPasswordFromLink(link, 'Another-one-3')).status).toBe(403)
    expect(await loginStatus(email, 'Another-one-3')).toBe(401)
  })

  it('an admin sends a password-reset email from the user page; its link replaces the password', async () => {
    const res = await rest('POST', `users/${userId}/send-reset`, { token: adminToken })
    expect(res.status).toBe(200)
    const reset = await smtp.waitFor(email, (m) => m.subject === 'Redefinição de senha')
    const link = passwordLinkIn(reset)
    expect(link.searchParams.get('convite')).toBeNull()
    expect((await setPasswordFromLink(link, 'Reset-by-member-4')).status).toBe(200)
    expect(await loginStatus(email, 'Reset-by-member-4')).toBe(200)
    expect(await loginStatus(email, 'Chosen-by-member-2')).toBe(401)
  })

  it('a contact message reaches the office by email', async () => {
    const form = new FormData()
    form.set('name', 'Visitante')
    form.set('email', 'visitante@example.org')
    form.set('subject', 'Filiação')
    form.set('message', 'Como nosso registro pode participar?')
    const { storeContactMessage } = await import('@/lib/site/contact/storeContactMessage')
    expect((await storeContactMessage(form, undefined)).status).toBe('success')
    const mail = await smtp.waitFor('secretaria', (m) => String(m.subject).includes('Filiação'))
    expect(String(mail.html)).toContain('Como nosso registro pode participar?')
  })
})
