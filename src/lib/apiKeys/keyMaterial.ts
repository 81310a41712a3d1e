import crypto from 'node:crypto'

/** The start of every key this site issues, so a leaked one is recognisable in a scan. */
export const KEY_PREFIX = 'relamc_'

/** A new key: 32 random bytes, shown once to its owner and stored only as its hash. */
export const newApiKey = (): string => KEY_PREFIX + crypto.randomBytes(32).toString('base64url')

/**
 * What the database keeps of a key. A plain SHA-256 suffices for 256 random bits (no guessing
 * to slow down), and, unlike Payload's own keys, it does not depend on PAYLOAD_SECRET.
 */
export const hashApiKey = (key: string): string =>
  crypto.createHash('sha256').update(key, 'utf8').digest('hex')

/** The first characters, shown beside the key's name so its owner can tell keys apart. */
export const visiblePart = (key: string): string => key.slice(0, KEY_PREFIX.length + 6)

/** The key of an `Authorization: users API-Key <key>` header, as scripts send it today. */
export function apiKeyFromHeaders(headers: Headers): string | null {
  const value = headers.get('authorization')
  const match = value?.match(/^users API-Key (\S+)$/)
  return match?.[1] ?? null
}

/**
 * Payload's index of the keys it issued before named keys (an HMAC of the key under the
 * secret's derived key, SHA-256 since Payload 3.46 and SHA-1 before), so those keep working
 * until revoked or rotated.
 */
export const legacyKeyIndexes = (key: string, payloadSecret: string): string[] =>
  (['sha256', 'sha1'] as const).map((algorithm) =>
    crypto.createHmac(algorithm, payloadSecret).update(key).digest('hex'),
  )
