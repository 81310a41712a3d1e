import type { Payload, Where } from 'payload'

const COLLECTION = 'second-factor-claims'

export type ClaimKind = 'totp' | 'recovery' | 'enrolment'

export type Claim = {
  id: number
  key: string
  user: number
  value?: string | null
  createdAt: string
}

export const claimKey = (kind: ClaimKind, user: number, detail = '') =>
  `${kind}:${user}${detail ? `:${detail}` : ''}`

/**
 * Inserts the claim: true for the one request whose insert the unique index let through, false
 * for every other. Written on its own, outside any sign-in transaction, so a refused insert
 * aborts nothing else on PostgreSQL and a spent code stays spent.
 */
export async function claimOnce(
  payload: Payload,
  kind: ClaimKind,
  user: number,
  detail = '',
  value: string | null = null,
): Promise<boolean> {
  try {
    await payload.db.create({
      collection: COLLECTION,
      data: { key: claimKey(kind, user, detail), user, value },
      returning: false,
    })
    return true
  } catch (error) {
    // The unique index said no. Told apart by name: a production build renames classes.
    if ((error as Error | null)?.name === 'ValidationError') return false
    throw error
  }
}

export const findClaim = (payload: Payload, kind: ClaimKind, user: number, detail = '') =>
  payload.db.findOne<Claim>({
    collection: COLLECTION,
    where: { key: { equals: claimKey(kind, user, detail) } },
  })

/** Removes an account's claims of one kind, or only those made before `before`. */
export async function clearClaims(
  payload: Payload,
  kind: ClaimKind,
  user: number,
  before?: Date,
): Promise<void> {
  const where: Where[] = [{ user: { equals: user } }, { key: { like: `${kind}:` } }]
  if (before) where.push({ createdAt: { less_than: before.toISOString() } })
  await payload.db.deleteMany({ collection: COLLECTION, where: { and: where } })
}

/** Removes one claim row, if it is still the one read. */
export const dropClaim = (payload: Payload, claim: Claim) =>
  payload.db.deleteOne({
    collection: COLLECTION,
    where: { and: [{ id: { equals: claim.id } }, { key: { equals: claim.key } }] },
    returning: false,
  })

/**
 * Removes every claim of an account, when it is deleted: a later account may be given the same
 * id, and must inherit neither a spent step nor a pending enrolment's secret.
 */
export async function clearAccountClaims(payload: Payload, user: number | string): Promise<void> {
  await payload.db.deleteMany({ collection: COLLECTION, where: { user: { equals: user } } })
}
