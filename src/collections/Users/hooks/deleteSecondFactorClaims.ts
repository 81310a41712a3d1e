import type { CollectionBeforeDeleteHook } from 'payload'
import { clearAccountClaims } from '@/lib/auth/twoFactor/claims'

/** A deleted account's spent codes and pending enrolment go with it (ids can be given again). */
export const deleteSecondFactorClaims: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await clearAccountClaims(req.payload, id)
}
