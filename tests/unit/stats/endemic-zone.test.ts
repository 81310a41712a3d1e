import { describe, expect, it } from 'vitest'

import { endemicZone } from '@/lib/stats'

describe('endemicZone', () => {
  const band = { lower: 2, center: 4.5, upper: 7 }

  it.each([
    [0, 'success'],
    [1.999, 'success'],
    [2, 'safety'], // lower belongs to safety
    [4.49, 'safety'],
    [4.5, 'alert'], // center belongs to alert
    [7, 'alert'], // upper is included in alert
    [7.001, 'epidemic'],
    [100, 'epidemic'],
  ])('puts %s in %s', (value, zone) => {
    expect(endemicZone(value, band)).toBe(zone)
  })

  it('names the alert zone when a band has collapsed to one value and the value equals it', () => {
    expect(endemicZone(0, { lower: 0, center: 0, upper: 0 })).toBe('alert')
    expect(endemicZone(1, { lower: 0, center: 0, upper: 0 })).toBe('epidemic')
  })

  it('rejects a negative or non-finite value and a band out of order', () => {
    expect(() => endemicZone(-1, band)).toThrow(/^value must be a finite number ≥ 0/)
    expect(() => endemicZone(Number.NaN, band)).toThrow(RangeError)
    expect(() => endemicZone(1, { lower: 3, center: 2, upper: 4 })).toThrow(
      /^band must satisfy lower ≤ center ≤ upper/,
    )
    expect(() => endemicZone(1, { lower: 0, center: 2, upper: Number.NaN })).toThrow(
      /^band.upper must be a finite number ≥ 0/,
    )
  })
})
