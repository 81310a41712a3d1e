import { env } from '@/env'

/** The placeholder of .env.example: never a real secret. */
export const exampleSecret = 'change-me-to-a-long-random-value'
const developmentSecret = 'relamc-development-only-secret'

/**
 * Production refuses to run without a real secret. `npm start` creates one under
 * data/ on first run; deployments with several instances set PAYLOAD_SECRET.
 */
export function payloadSecret(): string {
  const secret = env.payloadSecret()
  if (secret && secret !== exampleSecret) return secret
  const building = process.env.NEXT_PHASE === 'phase-production-build'
  if (process.env.NODE_ENV === 'production' && !building) {
    throw new Error(
      'PAYLOAD_SECRET must be set to a long random value in production (see .env.example).',
    )
  }
  return developmentSecret
}
