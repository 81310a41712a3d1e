import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, request, type APIRequest, type APIRequestContext } from '@playwright/test'
import { demoAccounts } from '@/seed/demoAccounts'
import { e2e } from '../setup/env'

const outbox = path.join(e2e.root, e2e.dataDir, 'outbox')

/** A signed-in admin REST client, for preparing data and checking what the site stored. */
export async function adminApiFrom(request: APIRequest): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: e2e.baseUrl,
    extraHTTPHeaders: { Origin: e2e.baseUrl },
  })
  const response = await api.post('/api/users/login', { data: demoAccounts.admin })
  if (!response.ok()) throw new Error(`admin sign-in failed: ${response.status()}`)
  return api
}

/** The invitation link written to the server's outbox for `to`, once it is there. */
export async function invitationLink(to: string): Promise<URL> {
  let link: URL | undefined
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(outbox)
          ? fs.readdirSync(outbox).filter((f) => f.includes(to))
          : []
        for (const file of files) {
          const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)))
          const match = /href="([^"]*\/redefinir-senha\?[^"]+)"/.exec(String(mail.html))
          if (match?.[1]) link = new URL(match[1].replace(/&amp;/g, '&'))
        }
        return link !== undefined
      },
      { message: `an invitation for ${to} in ${outbox}` },
    )
    .toBe(true)
  return link!
}

/**
 * An account with a known password, created through the admin API. A new account gets a random
 * password and an invitation: the password is chosen through the invitation's link, as a person
 * would, since no one else may set it.
 */
export async function createMember(
  api: APIRequestContext,
  data: { email: string; password: string; disabled?: boolean; roles?: string[] },
): Promise<number> {
  const created = await api.post('/api/users', {
    data: { name: 'E2E member', email: data.email, country: 'BR', roles: data.roles ?? ['user'] },
  })
  if (!created.ok())
    throw new Error(`creating ${data.email} failed: ${created.status()} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const token = (await invitationLink(data.email)).searchParams.get('token')
  // In a context of its own: the reset signs the new account in, which must not replace the
  // admin's session in `api`.
  const invited = await request.newContext({
    baseURL: e2e.baseUrl,
    extraHTTPHeaders: { Origin: e2e.baseUrl },
  })
  const chosen = await invited.post('/api/users/reset-password', {
    data: { token, password: data.password },
  })
  const answer = `${chosen.status()} ${await chosen.text()}`
  await invited.dispose()
  if (!chosen.ok()) throw new Error(`choosing ${data.email}'s password failed: ${answer}`)
  if (data.disabled) {
    const updated = await api.patch(`/api/users/${doc.id}`, { data: { disabled: true } })
    if (!updated.ok())
      throw new Error(`disabling ${data.email} failed: ${updated.status()} ${await updated.text()}`)
  }
  return doc.id
}
