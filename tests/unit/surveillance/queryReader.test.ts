import { describe, expect, it } from 'vitest'
import { isQueryMonth, QueryReader } from '@/lib/surveillance/input/query'
import { parseCountsQuery } from '@/lib/surveillance/submissions/countsQuery'
import {
  endemicChannelMethod,
  scanMethod,
  semiannualReportMethod,
  trendMethod,
} from '@/lib/surveillance/monitoring/methods'
import { parsePublishRequest } from '@/lib/surveillance/monitoring/publishRequest'
import { parsePrevalenceQuery, tableGroupings } from '@/lib/surveillance/tables/prevalenceQuery'

const parseEndemicChannelQuery = endemicChannelMethod.parse
const parseScanQuery = scanMethod.parse
const parseTrendQuery = trendMethod.parse
const parseReportQuery = semiannualReportMethod.parse

const reader = (query: string) => new QueryReader(new URLSearchParams(query))
const problems = (read: QueryReader) => read.issues.map((issue) => `${issue.field}:${issue.code}`)

describe('QueryReader', () => {
  it('reads months as YYYY-MM within 1950–2100', () => {
    const read = reader('a=2025-03&b=2025-13&c=2025-3&d=1949-12&e=2101-01&f=%202024-12%20')
    expect(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => read.month(name))).toEqual([
      '2025-03',
      null,
      null,
      null,
      null,
      '2024-12',
    ])
    expect(problems(read)).toEqual([
      'b:invalidMonth',
      'c:invalidMonth',
      'd:invalidYear',
      'e:invalidYear',
    ])
    expect(read.issues[2]!.params).toEqual({ min: 1950, max: 2100 })
    expect([isQueryMonth('2025-12'), isQueryMonth('2025-00'), isQueryMonth('1900-01')]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('reads years with one code whatever the mistake, and a lower maximum when asked', () => {
    const read = reader('a=2025&b=1900&c=abc&d=2025.5&e=2030')
    expect([read.year('a'), read.year('b'), read.year('c'), read.year('d')]).toEqual([
      2025,
      null,
      null,
      null,
    ])
    expect(read.year('e', { max: 2026 })).toBeNull()
    expect(problems(read)).toEqual([
      'b:invalidYear',
      'c:invalidYear',
      'd:invalidYear',
      'e:invalidYear',
    ])
    expect(read.issues[3]!.params).toEqual({ min: 1950, max: 2026 })
    const missing = reader('')
    expect(missing.year('year')).toBeNull()
    expect(missing.year('to', { required: true })).toBeNull()
    expect(problems(missing)).toEqual(['to:required'])
  })

  it('reads anomaly numbers from 1 to 100,000, alone or as a list', () => {
    const one = reader('malformation=0')
    expect(one.malformation()).toBeNull()
    expect(one.issues).toEqual([
      { field: 'malformation', code: 'outOfRange', params: { min: 1, max: 100_000 } },
    ])
    expect(reader('malformation=x').malformation()).toBeNull()
    const absent = reader('')
    absent.malformation()
    expect(problems(absent)).toEqual(['malformation:required'])
    expect(reader('malformation=3,1&malformation=3').malformations()).toEqual([3, 1])
    const bad = reader('malformation=1,100001')
    expect(bad.malformations()).toEqual([])
    expect(problems(bad)).toEqual(['malformation:outOfRange'])
  })

  it('reads registries, the network however written, and lists each code once', () => {
    expect(reader('registry=NetWork').registry()).toBe('network')
    expect(reader('registry=AR-RENAC,network,ar-renac&registry=CL').registries()).toEqual([
      'AR-RENAC',
      'network',
      'CL',
    ])
    const long = reader(`registry=${'x'.repeat(101)}`)
    expect(long.registry()).toBeNull()
    expect(problems(long)).toEqual(['registry:tooLong'])
    const list = reader(`registry=${'x,'.repeat(501)}`)
    expect(list.registries()).toEqual([])
    expect(problems(list)).toEqual(['registry:tooLong'])
  })

  it('reads a month range, semesters, choices and flags', () => {
    const range = reader('from=2025-06&to=2025-01')
    expect(range.monthRange()).toEqual({ from: '2025-06', to: '2025-01' })
    expect(problems(range)).toEqual(['to:endBeforeStart'])
    const read = reader('semester=3&groupBy=week&resend=yes')
    expect(read.semester()).toBeNull()
    expect(read.choice('groupBy', ['year', 'semester'] as const)).toBe('year')
    expect(read.flag('resend')).toBe(false)
    expect(problems(read)).toEqual([
      'semester:invalidSemester',
      'groupBy:invalidChoice',
      'resend:invalidChoice',
    ])
    expect(new QueryReader({ resend: 'true' }).flag('resend')).toBe(false)
    expect(new QueryReader({ resend: true }).flag('resend')).toBe(true)
  })

  it('reads JSON bodies and page search params as it reads a query string', () => {
    const body = new QueryReader({ year: 2025, semester: '2', registry: ' AR-RENAC ' })
    expect([body.year('year'), body.semester(), body.registry()]).toEqual([2025, 2, 'AR-RENAC'])
    const search = QueryReader.fromSearch({ malformation: ['2', '5'], year: '2024' })
    expect([search.malformations(), search.year('year')]).toEqual([[2, 5], 2024])
  })
})

describe('every surveillance query gives one code per mistake', () => {
  const codes = (parsed: { ok: boolean; issues?: { field: string; code: string }[] }) =>
    parsed.ok ? [] : parsed.issues!.map((issue) => `${issue.field}:${issue.code}`)
  const params = (query: string) => new URLSearchParams(query)

  it('a month that is not YYYY-MM', () => {
    expect(codes(parsePrevalenceQuery(params('malformation=1&from=2025-13')))).toEqual([
      'from:invalidMonth',
    ])
    expect(codes(parsePrevalenceQuery(params('malformation=1&to=2025-1'), tableGroupings))).toEqual(
      ['to:invalidMonth'],
    )
    expect(codes(parseCountsQuery(params('from=2025-13')))).toEqual(['from:invalidMonth'])
    expect(codes(parseScanQuery(params('registry=network&malformation=1&to=2025-13')))).toEqual([
      'to:invalidMonth',
    ])
  })

  it('a year out of bounds, alone or in a month', () => {
    expect(codes(parsePrevalenceQuery(params('malformation=1&to=2101-01')))).toEqual([
      'to:invalidYear',
    ])
    expect(codes(parseCountsQuery(params('from=1900-01')))).toEqual(['from:invalidYear'])
    expect(
      codes(parseEndemicChannelQuery(params('registry=network&malformation=1&year=2101'))),
    ).toEqual(['year:invalidYear'])
    expect(codes(parseTrendQuery(params('registry=network&malformation=1&to=1900')))).toEqual([
      'to:invalidYear',
    ])
    expect(codes(parseReportQuery(params('registry=network&year=abc&semester=1')))).toEqual([
      'year:invalidYear',
    ])
    expect(codes(parsePublishRequest({ registry: 'AR', year: 1900, semester: 1 }))).toEqual([
      'year:invalidYear',
    ])
  })

  it('an anomaly number out of range', () => {
    expect(codes(parsePrevalenceQuery(params('malformation=0')))).toEqual([
      'malformation:outOfRange',
    ])
    expect(codes(parseCountsQuery(params('malformation=x')))).toEqual(['malformation:outOfRange'])
    expect(codes(parseTrendQuery(params('registry=network&malformation=100001')))).toEqual([
      'malformation:outOfRange',
    ])
  })

  it('a semester other than 1 or 2, and a grouping not offered', () => {
    expect(codes(parseReportQuery(params('registry=network&year=2024&semester=3')))).toEqual([
      'semester:invalidSemester',
    ])
    expect(codes(parsePublishRequest({ registry: 'AR', year: 2024, semester: 3 }))).toEqual([
      'semester:invalidSemester',
    ])
    expect(codes(parseCountsQuery(params('groupBy=week')))).toEqual(['groupBy:invalidChoice'])
    expect(codes(parsePrevalenceQuery(params('malformation=1&groupBy=month')))).toEqual([
      'groupBy:invalidChoice',
    ])
  })
})
