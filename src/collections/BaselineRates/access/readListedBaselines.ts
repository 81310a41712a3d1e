import type { Access } from 'payload'
import { suppressionThreshold } from '@/lib/surveillance/data/suppressionThreshold'

/**
 * Reference rates as the disclosure policy lists them: signed-in users read every row; a visitor
 * only rows with at least the site settings' threshold of cases (or cases not available), so a
 * small count of a registry is not read from the public list (threshold 0: every row).
 */
export const readListedBaselines: Access = async ({ req }) => {
  if (req.user) return true
  const threshold = await suppressionThreshold(req.payload)
  if (threshold <= 0) return true
  return {
    or: [{ cases: { greater_than_equal: threshold } }, { cases: { exists: false } }],
  }
}
