// `npm run demo:code [email]`: the current second-factor code of a demo account (the demo admin
// unless another demo login is named), for trying the demo without an authenticator app.
// Refuses any account the seed did not mark as a demo account. Run beside `npm start`.
import fs from 'node:fs'
import path from 'node:path'
import { applyLocalSecret } from './local-secret.mjs'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
// The server's own secret: the pending enrolment and the confirmed secret are sealed with it.
applyLocalSecret(path.resolve(process.env.DATA_DIR || 'data'))

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { demoAccounts } = await import('@/seed/demoAccounts')
const { demoAccountCode } = await import('@/lib/auth/twoFactor/demoCode')

const email = process.argv[2] || demoAccounts.admin.email
const payload = await getPayload({ config })
const answer = await demoAccountCode(payload, email)

const refusals = {
  noAccount: `There is no account ${email} in this database.`,
  notDemo: `${email} is not a demo account: codes come from its owner's authenticator app only.`,
  noCodeNeeded: `${email} has no second factor and is not asked for one: sign in with the password.`,
  unreadable: `The second factor of ${email} was sealed with another PAYLOAD_SECRET; an admin can reset it.`,
  usedUp: 'The current code was just used: run this again in half a minute.',
}
if (answer.ok) {
  console.log(
    `Second-factor code of ${email}: ${answer.code} (good for about ${answer.secondsLeft} s)`,
  )
  console.log(
    answer.enrolling
      ? 'Type it under the QR code the sign-in shows; the ten recovery codes shown next also work, once each.'
      : 'Type it after the password; a recovery code shown at enrolment also works, once.',
  )
} else console.error(refusals[answer.reason])
process.exit(answer.ok ? 0 : 1)
