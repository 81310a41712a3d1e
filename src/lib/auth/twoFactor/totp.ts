import { generateSecret, generateURI, verify } from 'otplib'
import { networkDisplayName } from '@/lib/site/network'

/** A new TOTP secret (160 random bits, Base32, as authenticator apps read it). */
export const newTotpSecret = (): string => generateSecret()

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (email: string, secret: string): string =>
  generateURI({ issuer: networkDisplayName(), label: email, secret })

/** Six digits, spaces removed: what a person types from their app. */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code)

/**
 * The time step a code belongs to when it is right for the secret (the current 30-second step or
 * the one just before or after, for clocks a little off), later than `afterStep` so a code once
 * used is refused; null otherwise.
 */
export async function totpStep(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | null> {
  if (!secret || !looksLikeTotp(code)) return null
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep ? { afterTimeStep: afterStep } : {}),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
