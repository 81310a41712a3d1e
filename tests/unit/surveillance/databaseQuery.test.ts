import { describe, expect, it } from 'vitest'
import { noticeAddress, readQueryNotice } from '@/lib/surveillance/present/queryNotice'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'
import { monthlyCountsCsv } from '@/lib/surveillance/tables/monthlyCountsFiles'
import { parsePrevalenceQuery, tableGroupings } from '@/lib/surveillance/tables/prevalenceQuery'
import { prevalenceRows } from '@/lib/surveillance/tables/prevalenceRows'
import { prevalenceQueryString } from '@/lib/surveillance/tables/queryString'
import { normaliseSavedQuery } from '@/lib/surveillance/tables/savedQuery'

const members = (query: string) => parsePrevalenceQuery(new URLSearchParams(query), tableGroupings)

describe("the members' database query", () => {
  it('groups by month for members, while the public tables keep to year, semester and registry', () => {
    const parsed = members('malformation=3&registry=AR-RENAC&from=2024-01&to=2024-03&groupBy=month')
    expect(parsed.ok && parsed.value.groupBy).toBe('month')
    const outside = parsePrevalenceQuery(new URLSearchParams('malformation=3&groupBy=month'))
    expect(outside.ok).toBe(false)
    expect(!outside.ok && outside.issues).toEqual([
      { field: 'groupBy', code: 'invalidChoice', params: { options: 'year, semester, registry' } },
    ])
  })

  it('sums nothing by month: each month its own row, a blank month without a rate', () => {
    const month = (period: string, births: number | null, cases: number | null): CountsRow => ({
      registry: 'AR-RENAC',
      malformation: 3,
      period,
      births,
      cases,
    })
    const rows = prevalenceRows(
      {
        months: [month('2024-01', 1000, 2), month('2024-02', 1000, 0), month('2024-03', 900, null)],
        range: { from: '2024-01', to: '2024-03' },
        registries: ['AR-RENAC'],
        malformations: [3],
      },
      'month',
    )
    expect(rows.map((row) => [row.period, row.births, row.cases, row.rate, row.complete])).toEqual([
      ['2024-01', 1000, 2, 20, true],
      ['2024-02', 1000, 0, 0, true],
      ['2024-03', null, null, null, false],
    ])
  })

  it('writes a choice back as the form sends it, and reads it back the same', () => {
    const parsed = members(
      'registry=CL-RENACH,ar-renac&malformation=4&malformation=3&to=2025-06&from=2020-01&groupBy=semester&notice=saved&format=csv',
    )
    if (!parsed.ok) throw new Error('should parse')
    const text = prevalenceQueryString(parsed.value)
    expect(text).toBe(
      'malformation=4&malformation=3&registry=CL-RENACH&registry=ar-renac&from=2020-01&to=2025-06&groupBy=semester',
    )
    const again = members(text)
    expect(again.ok && again.value).toEqual({ ...parsed.value, format: 'json' })
  })
})

describe('normaliseSavedQuery', () => {
  it('keeps only the choice, in its fixed form', () => {
    expect(
      normaliseSavedQuery('?groupBy=month&malformation=1&registry=network&notice=saved'),
    ).toEqual({
      ok: true,
      value: 'malformation=1&registry=network&groupBy=month',
    })
  })

  it('refuses what the page could not run', () => {
    const refused = normaliseSavedQuery('registry=network&groupBy=week')
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['malformation', 'required'],
      ['groupBy', 'invalidChoice'],
    ])
  })
})

describe('monthlyCountsCsv', () => {
  it('leaves a count not available empty and writes 0 as 0', () => {
    const rows: (CountsRow & { withheld?: true })[] = [
      { registry: 'AR-RENAC', malformation: 3, period: '2024-01', births: 1010, cases: 0 },
      { registry: 'AR-RENAC', malformation: 3, period: '2024-02', births: 990, cases: null },
      { registry: 'AR-RENAC', malformation: 3, period: '2024-03', births: null, cases: 2 },
      // Withheld from the reader (a month of another registry): empty, and said so.
      {
        registry: 'network',
        malformation: 3,
        period: '2024-01',
        births: 250_000,
        cases: null,
        withheld: true,
      },
    ]
    expect(monthlyCountsCsv(rows, true)).toBe(
      '\uFEFF' +
        [
          'registry,malformation,month,births,cases,withheld_reason,demo',
          'AR-RENAC,3,2024-01,1010,0,,true',
          'AR-RENAC,3,2024-02,990,,,true',
          'AR-RENAC,3,2024-03,,2,,true',
          'network,3,2024-01,250000,,unpublished,true',
          '',
        ].join('\r\n'),
    )
  })
})

describe('the notice after saving or deleting', () => {
  it('reads only the notices the page knows', () => {
    expect(readQueryNotice('saved')).toBe('saved')
    expect(readQueryNotice(['notDeleted', 'saved'])).toBe('notDeleted')
    expect(readQueryNotice('<script>')).toBeNull()
    expect(readQueryNotice(undefined)).toBeNull()
  })

  it('goes back to the same query, at the saved queries', () => {
    expect(noticeAddress('/q', 'malformation=3&groupBy=year', 'saved')).toBe(
      '/q?malformation=3&groupBy=year&notice=saved#saved-queries',
    )
    expect(noticeAddress('/q', null, 'deleted')).toBe('/q?notice=deleted#saved-queries')
  })
})
