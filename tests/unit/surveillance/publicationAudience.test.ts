import { describe, expect, it } from 'vitest'
import { publicationAudience, seesExactly } from '@/lib/surveillance/disclosure/viewer'

describe('publicationAudience', () => {
  it("is a member of the report's registry alone: its numbers exactly, no other registry's", () => {
    const policy = { viewer: publicationAudience('AR-RENAC'), threshold: 5 }
    expect(seesExactly(policy, 'AR-RENAC')).toBe(true)
    expect(seesExactly(policy, 'CL-RENACH')).toBe(false)
    expect(seesExactly(policy, 'network')).toBe(false)
  })
})
