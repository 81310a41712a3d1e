import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { login, origin, rest } from './rest'

export type Account = { id: number; email: string; password: string; token: string }

/** A new account of its own for one test, signed in with a session (its token). */
export async function freshAccount(
  payload: Payload,
  roles: ('user' | 'admin')[] = ['user'],
  registries: number[] = [],
): Promise<Account> {
  const email = `acct-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`
  const password = 'Account-Password-1'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Conta de teste', country: 'CL', roles, registries },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return { id: user.id, email, password, token: await login(email, password) }
}

export const keyHeader = (key: string) => ({ Authorization: `users API-Key ${key}` })

/** A named key made on the account page with this session. */
export async function issueKey(
  token: string,
  scope: 'read' | 'submit',
): Promise<{ key: string; id: number }> {
  const res = await rest('POST', 'api-keys/issue', { token, body: { name: `key ${scope}`, scope } })
  if (res.status !== 201) throw new Error(`key not issued: ${res.status}`)
  const { key, doc } = (await res.json()) as { key: string; doc: { id: number } }
  return { key, id: doc.id }
}

/** A GraphQL request with the given headers (a key, or `JWT <token>`). */
export async function graphqlAs(
  headers: Record<string, string>,
  query: string,
): Promise<{ data?: Record<string, unknown> | null; errors?: { message: string }[] }> {
  const { default: config } = await import('@payload-config')
  const request = new Request(new URL('/api/graphql', origin), {
    method: 'POST',
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
    body: JSON.stringify({ query }),
  })
  return (await GRAPHQL_POST(config)(request)).json()
}

export const sessionHeader = (token: string) => ({ Authorization: `JWT ${token}` })
