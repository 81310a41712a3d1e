import { describe, expect, it } from 'vitest'
import { demoCodeStep } from '@/lib/auth/twoFactor/demoCode'

describe('demoCodeStep', () => {
  const nowMs = (1_000_000 * 30 + 12) * 1000

  it('gives the current 30-second step when it is unused', () => {
    expect(demoCodeStep(nowMs, () => false)).toBe(1_000_000)
  })

  it('gives the next step, which the sign-in also takes, when the current one was used', () => {
    expect(demoCodeStep(nowMs, (step) => step === 1_000_000)).toBe(1_000_001)
  })

  it('gives none when both were used', () => {
    expect(demoCodeStep(nowMs, (step) => step <= 1_000_001)).toBeNull()
  })
})
