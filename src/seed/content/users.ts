import type { Payload } from 'payload'
import { demoAccounts } from '../demoAccounts'
import { seedContext } from './context'

/** The demo admin and member whose logins `npm start` prints. */
export async function seedUsers(payload: Payload): Promise<void> {
  await payload.create({
    collection: 'users',
    data: {
      name: 'Administração ReLAMC',
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
      country: 'BR',
      roles: ['admin'],
    },
    context: seedContext,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'users',
    data: {
      name: 'Membro de demonstração',
      email: demoAccounts.member.email,
      password: demoAccounts.member.password,
      country: 'AR',
      roles: ['user'],
    },
    context: seedContext,
    overrideAccess: true,
  })
}
