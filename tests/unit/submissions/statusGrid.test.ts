import { describe, expect, it } from 'vitest'
import {
  cellFor,
  endedSemesters,
  gridSemesters,
  needsReminder,
} from '@/lib/surveillance/submissions/statusGrid'
import { readSelection } from '@/app/(site)/[locale]/envio-de-dados/dados-mensais/selection'

describe("office's status grid", () => {
  it('lists the semesters that have ended, latest first', () => {
    expect(endedSemesters(3, new Date('2026-11-22T08:00:00Z'))).toEqual([
      { year: 2026, semester: 1 },
      { year: 2025, semester: 2 },
      { year: 2025, semester: 1 },
    ])
    expect(endedSemesters(2, new Date('2026-03-01T00:00:00Z'))).toEqual([
      { year: 2025, semester: 2 },
      { year: 2025, semester: 1 },
    ])
  })

  it('shows what waits for review first, then the latest change, and missing when nothing is stored', () => {
    const stored = [
      {
        id: 1,
        version: 1,
        registryCode: 'A',
        year: 2026,
        semester: 1,
        status: 'accepted' as const,
        updatedAt: '2026-07-10',
      },
      {
        id: 2,
        version: 2,
        registryCode: 'A',
        year: 2026,
        semester: 1,
        status: 'submitted' as const,
        updatedAt: '2026-07-01',
      },
      {
        id: 3,
        version: 1,
        registryCode: 'B',
        year: 2026,
        semester: 1,
        status: 'draft' as const,
        updatedAt: '2026-07-01',
      },
      {
        id: 4,
        version: 1,
        registryCode: 'B',
        year: 2026,
        semester: 1,
        status: 'returned' as const,
        updatedAt: '2026-08-01',
      },
    ]
    const period = { year: 2026, semester: 1 as const }
    expect(cellFor(stored, 'A', period)).toEqual({ status: 'submitted', id: 2 })
    expect(cellFor(stored, 'B', period)).toEqual({ status: 'returned', id: 4 })
    expect(cellFor(stored, 'C', period)).toEqual({ status: 'missing', id: null })
    expect(cellFor(stored, 'A', { year: 2025, semester: 2 })).toEqual({
      status: 'missing',
      id: null,
    })
  })

  it('shows the version in use after a rollback, not the version taken back', () => {
    const period = { year: 2026, semester: 1 as const }
    const versions = [
      { id: 5, version: 1, status: 'accepted' as const, updatedAt: '2026-09-02' },
      { id: 6, version: 2, status: 'rolledBack' as const, updatedAt: '2026-09-03' },
      { id: 7, version: 3, status: 'draft' as const, updatedAt: '2026-08-01' },
      { id: 8, version: 4, status: 'superseded' as const, updatedAt: '2026-09-03' },
    ].map((doc) => ({ ...doc, registryCode: 'D', year: 2026, semester: 1 }))
    // The rolled-back version is the latest change, yet version 1 is the one in use.
    expect(cellFor(versions.slice(0, 2), 'D', period)).toEqual({ status: 'accepted', id: 5 })
    // A newer version the member is working on comes before the accepted one.
    expect(cellFor(versions.slice(0, 3), 'D', period)).toEqual({ status: 'draft', id: 7 })
    // The latest-numbered version wins over a more recently changed older one.
    const older = {
      ...versions[0]!,
      id: 9,
      version: 5,
      status: 'returned' as const,
      updatedAt: '2026-07-01',
    }
    expect(cellFor([...versions, older], 'D', period)).toEqual({ status: 'returned', id: 9 })
  })

  it('reminds registries with nothing under review or accepted', () => {
    expect(
      ['missing', 'draft', 'returned', 'submitted', 'accepted'].map((s) =>
        needsReminder(s as never),
      ),
    ).toEqual([true, true, true, false, false])
  })
})

describe("members' page selection", () => {
  const today = new Date('2026-11-22T08:00:00Z')

  it('opens the last ended semester of the first registry by default', () => {
    expect(readSelection({}, ['AR-RENAC', 'ECLAMC'], today)).toEqual({
      registry: 'AR-RENAC',
      year: 2026,
      semester: 1,
    })
  })

  it("keeps a valid choice and refuses someone else's registry or a year out of range", () => {
    expect(
      readSelection(
        { registry: 'ECLAMC', year: '2019', semester: '2' },
        ['AR-RENAC', 'ECLAMC'],
        today,
      ),
    ).toEqual({ registry: 'ECLAMC', year: 2019, semester: 2 })
    expect(
      readSelection({ registry: 'OTHER', year: '2030', semester: '3' }, ['AR-RENAC'], today),
    ).toEqual({
      registry: 'AR-RENAC',
      year: 2026,
      semester: 1,
    })
  })
})

describe("the office's grid columns", () => {
  const ended = endedSemesters(2, new Date('2026-11-28T08:00:00Z'))
  const sent = (year: number, semester: number, status: 'submitted' | 'draft' | 'accepted') => ({
    year,
    semester,
    status,
  })

  it('adds the semester under way when a registry has already sent it, latest first', () => {
    expect(gridSemesters(ended, [sent(2026, 2, 'submitted'), sent(2026, 1, 'accepted')])).toEqual([
      { year: 2026, semester: 2 },
      { year: 2026, semester: 1 },
      { year: 2025, semester: 2 },
    ])
  })

  it('adds no column for a draft, nor twice for an ended semester', () => {
    expect(gridSemesters(ended, [sent(2026, 2, 'draft'), sent(2025, 2, 'submitted')])).toEqual(
      ended,
    )
  })
})
