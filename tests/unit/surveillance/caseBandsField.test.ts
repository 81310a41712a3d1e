import { describe, expect, it } from 'vitest'
import {
  bandsField,
  bandsText,
  blankBands,
} from '@/components/surveillance/caseRecords/caseRecordsApi'

describe('bandsField', () => {
  it('sends nothing when no band is typed', () => {
    expect(bandsField(blankBands())).toBeNull()
    expect(bandsField({ ...blankBands(), '30-34': '  ' })).toBeNull()
  })

  it('sends the bands typed, in order, numbers as numbers and anything else as typed', () => {
    const typed = { ...blankBands(), '45+': '12', '<20': ' 300 ', unknown: '1.200', '20-24': '0' }
    expect(JSON.parse(bandsField(typed)!)).toEqual([
      { band: '<20', births: 300 },
      { band: '20-24', births: 0 },
      { band: '45+', births: 12 },
      // The server reads (and checks) what is not plain digits.
      { band: 'unknown', births: '1.200' },
    ])
  })
})

describe('bandsText', () => {
  it('fills the form with the stored band births, blank where a band was not sent', () => {
    const stored = [
      { band: '25-29', births: 4100 },
      { band: 'unknown', births: 0 },
    ]
    expect(bandsText(stored)).toEqual({ ...blankBands(), '25-29': '4100', unknown: '0' })
    // Sent again untouched, the form gives back what was stored.
    expect(JSON.parse(bandsField(bandsText(stored))!)).toEqual(stored)
  })

  it('is blank when the semester has no births by maternal age', () => {
    expect(bandsText(null)).toEqual(blankBands())
  })
})
