import type { Payload } from 'payload'
import { demoAccounts } from '..'

const context = { keepPassword: true, disableRevalidate: true }

/** Network content: users first, the rest in the content work. */
export async function seedContent(payload: Payload): Promise<void> {
  await payload.create({
    collection: 'users',
    data: { name: 'Administração ReLAMC', email: demoAccounts.admin.email, password: demoAccounts.admin.password, country: 'BR', roles: ['admin'] },
    context,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'users',
    data: { name: 'Membro de demonstração', email: demoAccounts.member.email, password: demoAccounts.member.password, country: 'AR', roles: ['user'] },
    context,
    overrideAccess: true,
  })
}
