import type { Payload } from 'payload'
import { demoAccounts } from '../demoAccounts'
import { seedContext } from './context'

/**
 * The demo admin and member whose logins `npm start` prints, marked as demo accounts: the only
 * ones `npm run demo:code` gives a second-factor code for.
 */
export async function seedUsers(payload: Payload): Promise<void> {
  await payload.create({
    collection: 'users',
    data: {
      name: 'Administração ReLAMC',
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
      country: 'BR',
      institution: 'Secretaria da ReLAMC (demonstração)',
      roles: ['admin'],
      demoAccount: true,
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
      institution: 'Registro de demonstração',
      roles: ['user'],
      demoAccount: true,
    },
    context: seedContext,
    overrideAccess: true,
  })
}
