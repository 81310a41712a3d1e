import { describe, expect, it } from 'vitest'
import { mayReadCaseRecords } from '@/lib/surveillance/disclosure/caseRecordsAccess'
import type { DisclosurePolicy, Viewer } from '@/lib/surveillance/disclosure/viewer'

const policy = (viewer: Viewer, threshold = 5): DisclosurePolicy => ({ viewer, threshold })
const member = (registries: string[], seesOthers = false): Viewer => ({
  kind: 'member',
  registries,
  seesOthers,
})

describe('mayReadCaseRecords', () => {
  it('lets a registry’s members and admins read its records', () => {
    expect(mayReadCaseRecords(policy(member(['AR-RENAC', 'ECLAMC'])), 'AR-RENAC')).toBe(true)
    expect(mayReadCaseRecords(policy({ kind: 'admin' }), 'AR-RENAC')).toBe(true)
  })

  it('refuses another registry’s member even when members see other registries’ exact counts', () => {
    // seesExactly would say yes here: counts are shared, case records are not.
    expect(mayReadCaseRecords(policy(member(['ECLAMC'], true)), 'AR-RENAC')).toBe(false)
  })

  it('refuses visitors and outsiders when nothing is withheld from the counts (threshold 0)', () => {
    expect(mayReadCaseRecords(policy({ kind: 'anonymous' }, 0), 'AR-RENAC')).toBe(false)
    expect(mayReadCaseRecords(policy(member(['ECLAMC']), 0), 'AR-RENAC')).toBe(false)
  })
})
