import crypto from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10

// Letters and digits that cannot be mistaken for one another when copied by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const randomGroup = (length: number) =>
  Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('')

/** Lower case, without spaces or dashes: how a typed code is compared. */
export const normalizeRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '')

/**
 * Recovery codes are random (50 bits each), so a plain SHA-256 stores them safely: nothing
 * short enough to guess hides behind the hash.
 */
export const hashRecoveryCode = (code: string): string =>
  crypto.createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')

/** New single-use codes, shown once, and the hashes the account keeps. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): {
  codes: string[]
  hashes: string[]
} {
  const codes = Array.from({ length: count }, () => `${randomGroup(5)}-${randomGroup(5)}`)
  return { codes, hashes: codes.map(hashRecoveryCode) }
}

/** The stored hashes left once `code` is spent, or null when it is not one of them. */
export function spendRecoveryCode(stored: unknown, code: string): string[] | null {
  const hashes = Array.isArray(stored)
    ? stored.filter((h): h is string => typeof h === 'string')
    : []
  if (normalizeRecoveryCode(code).length !== 10) return null
  const hash = hashRecoveryCode(code)
  const index = hashes.findIndex(
    (candidate) =>
      candidate.length === hash.length &&
      crypto.timingSafeEqual(Buffer.from(candidate), Buffer.from(hash)),
  )
  return index === -1 ? null : hashes.filter((_, i) => i !== index)
}
