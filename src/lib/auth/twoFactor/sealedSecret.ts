import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/secret'

/**
 * A second factor's secret as the database keeps it: encrypted (AES-256-GCM, key derived from
 * PAYLOAD_SECRET), so a copy of the database or a backup gives no one the codes. Changing
 * PAYLOAD_SECRET makes stored secrets unreadable: those accounts' second factors must be reset.
 */
const VERSION = 'v1'

const key = () =>
  Buffer.from(crypto.hkdfSync('sha256', payloadSecret(), '', 'relamc-totp-secret', 32))

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url; a new random IV each time. */
export function sealSecret(secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The secret, or null when the value was not sealed with this server's key or was altered. */
export function openSecret(stored: string | null | undefined): string | null {
  const [version, iv, tag, sealed, ...rest] = (stored ?? '').split('.')
  if (version !== VERSION || !iv || !tag || !sealed || rest.length) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const secret = Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ])
    return secret.toString('utf8')
  } catch {
    return null
  }
}
