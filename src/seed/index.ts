import type { Payload } from 'payload'
import { seedContent } from './content'
import { seedSurveillance } from './surveillance'

export const demoAccounts = {
  admin: { email: 'admin@relamc.example', password: 'relamc-admin-demo' },
  member: { email: 'membro@relamc.example', password: 'relamc-membro-demo' },
}

/** Demo content in pt, es and en, loaded into an empty database. */
export async function seed(payload: Payload): Promise<void> {
  payload.logger.info('Loading demo content...')
  await seedContent(payload)
  await seedSurveillance(payload)
  payload.logger.info(
    `Demo content loaded. Admin: ${demoAccounts.admin.email} / ${demoAccounts.admin.password} — member: ${demoAccounts.member.email} / ${demoAccounts.member.password}`,
  )
}
