import crypto from 'node:crypto'

// Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js):
// PBKDF2-SHA256, 600,000 rounds and 32 bytes behind a version prefix, 25,000 rounds and 512
// bytes for hashes stored before it. Payload does not export its check; the integration test
// `tests/int/loginAbuse.test.ts` holds this copy to Payload's own login.
const CURRENT = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

const pbkdf2 = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** Whether `password` is the one stored as `hash` and `salt`. */
export async function matchesStoredPassword(
  password: string,
  stored: { hash?: unknown; salt?: unknown },
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT.prefix)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT.prefix.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, iterations, keyLength)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** The same work as checking a real password, for e-mails that have no account. */
export const spendPasswordCheck = async (password: string): Promise<void> => {
  await pbkdf2(password, 'no-such-account', CURRENT.iterations, CURRENT.keyLength)
}
