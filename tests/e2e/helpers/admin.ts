import type { APIRequest, APIRequestContext } from '@playwright/test'
import { demoAccounts } from '@/seed/demoAccounts'
import { e2e } from '../setup/env'

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

/** A member account with a known password, created through the admin API. */
export async function createMember(
  api: APIRequestContext,
  data: { email: string; password: string; disabled?: boolean },
): Promise<number> {
  const created = await api.post('/api/users', {
    data: { name: 'E2E member', email: data.email, country: 'BR', roles: ['user'] },
  })
  if (!created.ok())
    throw new Error(`creating ${data.email} failed: ${created.status()} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // New accounts get a random password (they are invited); set a known one and the disabled flag.
  const updated = await api.patch(`/api/users/${doc.id}`, {
    data: { password: data.password, disabled: data.disabled ?? false },
  })
  if (!updated.ok())
    throw new Error(`updating ${data.email} failed: ${updated.status()} ${await updated.text()}`)
  return doc.id
}
