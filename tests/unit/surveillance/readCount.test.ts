import { describe, expect, it } from 'vitest'
import { readCount } from '@/lib/surveillance/input/readCount'

describe('readCount', () => {
  it('keeps a blank apart from 0 (blank = not available, 0 = no case)', () => {
    expect(readCount('')).toEqual({ kind: 'blank' })
    expect(readCount('   ')).toEqual({ kind: 'blank' })
    expect(readCount(null)).toEqual({ kind: 'blank' })
    expect(readCount(undefined)).toEqual({ kind: 'blank' })
    expect(readCount('0')).toEqual({ kind: 'count', value: 0 })
    expect(readCount(0)).toEqual({ kind: 'count', value: 0 })
  })

  it('reads plain and grouped whole numbers as typed in pt, es and en', () => {
    expect(readCount('12000')).toEqual({ kind: 'count', value: 12000 })
    expect(readCount('12.000')).toEqual({ kind: 'count', value: 12000 })
    expect(readCount('12,000')).toEqual({ kind: 'count', value: 12000 })
    expect(readCount('1 234 567')).toEqual({ kind: 'count', value: 1234567 })
    expect(readCount('12\u00a0000')).toEqual({ kind: 'count', value: 12000 })
    expect(readCount(' 7 ')).toEqual({ kind: 'count', value: 7 })
  })

  it('names what is wrong with anything else', () => {
    expect(readCount('1,5')).toEqual({ kind: 'invalid', code: 'notInteger' })
    expect(readCount('2.25')).toEqual({ kind: 'invalid', code: 'notInteger' })
    expect(readCount(2.5)).toEqual({ kind: 'invalid', code: 'notInteger' })
    expect(readCount('-3')).toEqual({ kind: 'invalid', code: 'negative' })
    expect(readCount(-1)).toEqual({ kind: 'invalid', code: 'negative' })
    expect(readCount('abc')).toEqual({ kind: 'invalid', code: 'notANumber' })
    expect(readCount('12.00.0')).toEqual({ kind: 'invalid', code: 'notANumber' })
    expect(readCount(Number.NaN)).toEqual({ kind: 'invalid', code: 'notANumber' })
    expect(readCount(true)).toEqual({ kind: 'invalid', code: 'notANumber' })
    expect(readCount('99999999999')).toEqual({ kind: 'invalid', code: 'tooLarge' })
  })
})
