import { describe, expect, it } from 'vitest'
import { changedCells } from '@/lib/surveillance/submissions/changedCells'
import { semesterDueDate } from '@/lib/surveillance/submissions/dueDate'

describe("a resubmission's changed cells", () => {
  const accepted = {
    births: [{ month: 1, liveBirths: 1000, stillbirths: 5 }],
    cases: [
      { malformation: 3, month: 1, cases: 0 },
      { malformation: 4, month: 1, cases: 2 },
    ],
  }

  it('are none for the same numbers', () => {
    expect(changedCells(structuredClone(accepted), accepted)).toEqual(new Set())
  })

  it('tell 0 from blank, and name a changed number, an emptied cell and an added row', () => {
    const next = {
      births: [{ month: 1, liveBirths: 1001, stillbirths: 5 }],
      cases: [
        { malformation: 3, month: 1, cases: null },
        { malformation: 4, month: 1, cases: 2 },
        { malformation: 9, month: 1, cases: 1 },
      ],
    }
    expect(changedCells(next, accepted)).toEqual(
      new Set(['liveBirths:1', 'cases:3:1', 'cases:9:1']),
    )
  })
})

describe("a semester's due day", () => {
  it('counts the allowed days from the last day of the semester', () => {
    expect(semesterDueDate({ year: 2026, semester: 1 }, 60).toISOString()).toBe(
      '2026-08-29T00:00:00.000Z',
    )
    expect(semesterDueDate({ year: 2025, semester: 2 }, 0).toISOString()).toBe(
      '2025-12-31T00:00:00.000Z',
    )
    expect(semesterDueDate({ year: 2025, semester: 2 }, 31).toISOString()).toBe(
      '2026-01-31T00:00:00.000Z',
    )
  })
})
