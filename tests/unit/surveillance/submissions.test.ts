import { describe, expect, it } from 'vitest'
import { readCsv } from '@/lib/surveillance/input/table/readCsv'
import {
  aggregateCounts,
  monthsBetween,
  monthSpan,
} from '@/lib/surveillance/submissions/aggregateCounts'
import { parseCountsQuery } from '@/lib/surveillance/submissions/countsQuery'
import { plausibilityWarnings } from '@/lib/surveillance/submissions/plausibility'
import { readSubmissionTable, toFileIssue } from '@/lib/surveillance/submissions/submissionFile'
import { templateRows } from '@/lib/surveillance/submissions/submissionTemplate'
import {
  validateSubmission,
  type SubmissionReference,
} from '@/lib/surveillance/submissions/validateSubmission'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

const reference: SubmissionReference = {
  registries: [{ id: 1, code: 'AR-RENAC', initials: 'RENAC', name: 'RENAC' }],
  malformations: [
    { id: 10, number: 1, name: 'Microcephaly', icd10: 'Q02', active: true },
    { id: 11, number: 2, name: 'Hydrocephaly', icd10: 'Q03', active: false },
  ],
}
const today = new Date(Date.UTC(2026, 10, 22))

const input = (overrides: Record<string, unknown> = {}) => ({
  registry: 'AR-RENAC',
  year: 2026,
  semester: 1,
  births: [
    { month: 1, liveBirths: 100, stillbirths: 1 },
    { month: 2, liveBirths: null, stillbirths: null },
  ],
  cases: [
    { malformation: 1, month: 1, cases: 0 },
    { malformation: 1, month: 2, cases: null },
  ],
  ...overrides,
})

const codes = (result: ReturnType<typeof validateSubmission>) =>
  result.ok ? [] : result.issues.map((issue) => `${issue.field}:${issue.code}`)

describe('validateSubmission', () => {
  it('keeps blank as null and 0 as 0, with the malformation id', () => {
    const result = validateSubmission(input(), reference, today)
    expect(result).toEqual({
      ok: true,
      value: {
        registry: reference.registries[0],
        year: 2026,
        semester: 1,
        births: [
          { month: 1, liveBirths: 100, stillbirths: 1 },
          { month: 2, liveBirths: null, stillbirths: null },
        ],
        cases: [
          { malformation: 1, malformationId: 10, month: 1, cases: 0 },
          { malformation: 1, malformationId: 10, month: 2, cases: null },
        ],
      },
    })
  })

  it('names every wrong value by its place in the body', () => {
    const result = validateSubmission(
      input({
        births: [
          { month: 1, liveBirths: -3, stillbirths: 1 },
          { month: 7, liveBirths: 10, stillbirths: 0 },
          { month: '2026-03', liveBirths: 10, stillbirths: 0 },
          { month: 3, liveBirths: 10, stillbirths: 0 },
        ],
        cases: [
          { malformation: 1, month: 3, cases: 11 },
          { malformation: 2, month: 3, cases: 1 },
          { malformation: 99, month: 3, cases: 1 },
          { malformation: 1, month: 3, cases: 1.5 },
        ],
      }),
      reference,
      today,
    )
    expect(codes(result)).toEqual([
      'births[0].liveBirths:negative',
      'births[1].month:monthOutsideSemester',
      'births[3].month:duplicateRow',
      'cases[0].cases:aboveBirths',
      'cases[1].malformation:inactiveMalformation',
      'cases[2].malformation:unknownMalformation',
      'cases[3].cases:notInteger',
      'cases[3].month:duplicateRow',
    ])
  })

  it('refuses periods and months in the future, and a registry it does not know', () => {
    expect(codes(validateSubmission(input({ year: 2027 }), reference, today))).toEqual([
      'year:invalidYear',
    ])
    const current = input({
      semester: 2,
      births: [
        { month: 11, liveBirths: 5, stillbirths: 0 },
        { month: 12, liveBirths: 5, stillbirths: 0 },
      ],
      cases: [{ malformation: 1, month: 12, cases: null }],
    })
    expect(codes(validateSubmission(current, reference, today))).toEqual([
      'births[1].liveBirths:futureMonth',
      'births[1].stillbirths:futureMonth',
    ])
    expect(
      codes(validateSubmission(input({ registry: 'XX', semester: 3 }), reference, today)),
    ).toEqual(['registry:unknownRegistry', 'semester:invalidSemester'])
  })
})

describe('the submission file', () => {
  const file = (lines: string[]) => readCsv(lines.join('\n'))!

  it('reads the template in any language into the JSON shape, blanks as blanks', () => {
    const reading = readSubmissionTable(
      file([
        'codigo_registro;anio;semestre;item;descripcion;mes_1;mes_2',
        'AR-RENAC;2026;1;nacidos_vivos;;100;',
        ';;;mortinatos;;1;',
        ';;;1;Microcefalia;0;',
      ]),
    )
    expect(reading.ok && reading.input).toEqual({
      registry: 'AR-RENAC',
      year: '2026',
      semester: '1',
      births: [
        { month: 1, liveBirths: '100', stillbirths: '1' },
        { month: 2, liveBirths: null, stillbirths: null },
      ],
      cases: [
        { malformation: '1', month: 1, cases: '0' },
        { malformation: '1', month: 2, cases: null },
      ],
    })
    const valid = reading.ok && validateSubmission(reading.input, reference, today)
    expect(valid && valid.ok).toBe(true)
  })

  it('puts validation problems back on their line and column', () => {
    const reading = readSubmissionTable(
      file([
        'registry_code,year,semester,item,description,month_1,month_2',
        'AR-RENAC,2026,1,live_births,,100,50',
        ',,,1,,0,70',
      ]),
    )
    if (!reading.ok) throw new Error('unreadable')
    const check = validateSubmission(reading.input, reference, today)
    expect(!check.ok && check.issues.map((issue) => toFileIssue(issue, reading.positions))).toEqual(
      [{ line: 3, field: 'month_2', code: 'aboveBirths' }],
    )
  })

  it('reports unknown columns and rows, and rows of another semester', () => {
    const reading = readSubmissionTable(
      file([
        'registry_code,year,semester,item,month_1,colour',
        'AR-RENAC,2026,1,live_births,100,x',
      ]),
    )
    expect(!reading.ok && reading.issues).toEqual([
      { line: 1, field: 'colour', code: 'unknownColumn' },
    ])
    const mixed = readSubmissionTable(
      file([
        'registry_code,year,semester,item,month_1',
        'AR-RENAC,2026,1,live_births,100',
        'AR-RENAC,2025,1,1,3',
        ',,,births,3',
      ]),
    )
    expect(!mixed.ok && mixed.issues).toEqual([
      { line: 3, field: 'year', code: 'differentSubmission' },
      { line: 4, field: 'item', code: 'unknownItem' },
    ])
  })

  it("names a missing or misnamed column by the template's header in the reader's language", () => {
    const noMonths = file(['codigo_registro;ano;semestre;item;descricao', 'AR-RENAC;2026;1;1;'])
    expect(!readSubmissionTable(noMonths, 'pt').ok && readSubmissionTable(noMonths, 'pt')).toEqual({
      ok: false,
      issues: [{ line: 1, field: 'mes_1', code: 'missingColumn' }],
    })
    const noItem = file(['registry_code,year,semester,month_1', 'AR-RENAC,2026,1,3'])
    const english = readSubmissionTable(noItem, 'en')
    expect(!english.ok && english.issues).toEqual([
      { line: 1, field: 'item', code: 'missingColumn' },
    ])
    // The internal name where the template says codigo_registro: one problem, not two.
    const internal = file(['registry;ano;semestre;item;descricao;mes_1', 'AR-RENAC;2026;1;1;;3'])
    const misnamed = readSubmissionTable(internal, 'pt')
    expect(!misnamed.ok && misnamed.issues).toEqual([
      {
        line: 1,
        field: 'registry',
        code: 'misnamedColumn',
        params: { expected: 'codigo_registro' },
      },
    ])
  })

  it('writes a template that reads back', () => {
    const t = surveillanceTranslator('es')
    const rows = templateRows({
      locale: 'es',
      t,
      malformations: [{ number: 1, name: 'Microcefalia' }],
      registry: 'AR-RENAC',
      year: 2026,
      semester: 1,
    })
    expect(rows[0]).toEqual([
      'codigo_registro',
      'anio',
      'semestre',
      'item',
      'descripcion',
      'mes_1',
      'mes_2',
      'mes_3',
      'mes_4',
      'mes_5',
      'mes_6',
    ])
    const text = rows.map((row) => row.map((cell) => cell ?? '').join(',')).join('\n')
    const reading = readSubmissionTable(readCsv(text)!)
    expect(reading.ok && reading.input.cases).toHaveLength(6)
  })
})

describe('accepted counts', () => {
  const cases = [
    { registry: 'A', malformation: 1, month: '2025-01', cases: 2 },
    { registry: 'A', malformation: 1, month: '2025-02', cases: 0 },
    { registry: 'A', malformation: 1, month: '2025-03', cases: null },
  ]
  const births = [
    { registry: 'A', month: '2025-01', births: 100 },
    { registry: 'A', month: '2025-02', births: 110 },
    { registry: 'A', month: '2025-03', births: 120 },
  ]

  it('keeps months apart, null where not available', () => {
    expect(aggregateCounts(cases, births, { from: '2025-01', to: '2025-03' }, 'month')).toEqual([
      { registry: 'A', malformation: 1, period: '2025-01', births: 100, cases: 2 },
      { registry: 'A', malformation: 1, period: '2025-02', births: 110, cases: 0 },
      { registry: 'A', malformation: 1, period: '2025-03', births: 120, cases: null },
    ])
  })

  it('never sums a blank or missing month as 0', () => {
    expect(aggregateCounts(cases, births, { from: '2025-01', to: '2025-03' }, 'semester')).toEqual([
      { registry: 'A', malformation: 1, period: '2025-S1', births: 120 + 110 + 100, cases: null },
    ])
    // April has no accepted row at all: births and cases unknown for the semester.
    expect(aggregateCounts(cases, births, { from: '2025-01', to: '2025-04' }, 'year')).toEqual([
      { registry: 'A', malformation: 1, period: '2025', births: null, cases: null },
    ])
    expect(aggregateCounts(cases, births, { from: '2025-01', to: '2025-02' }, 'year')).toEqual([
      { registry: 'A', malformation: 1, period: '2025', births: 210, cases: 2 },
    ])
  })

  it('lists months across years', () => {
    expect(monthsBetween('2024-11', '2025-02')).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ])
  })

  it('finds the first and last month of rows in any order', () => {
    const rows = ['2024-03', '2019-12', '2025-01', '2020-07'].map((month) => ({ month }))
    expect(monthSpan(rows)).toEqual({ from: '2019-12', to: '2025-01' })
    expect(monthSpan([{ month: '2024-03' }])).toEqual({ from: '2024-03', to: '2024-03' })
    expect(monthSpan([])).toBeNull()
  })

  it('checks the query string', () => {
    expect(parseCountsQuery(new URLSearchParams('registry=AR-RENAC&groupBy=year'))).toEqual({
      ok: true,
      value: { registry: 'AR-RENAC', malformation: null, from: null, to: null, groupBy: 'year' },
    })
    const bad = parseCountsQuery(new URLSearchParams('malformation=x&from=2025-13&groupBy=week'))
    expect(!bad.ok && bad.issues.map((issue) => issue.code)).toEqual([
      'outOfRange',
      'invalidMonth',
      'invalidChoice',
    ])
  })
})

describe('plausibility warnings', () => {
  const submission = (cases: (number | null)[], births = 1000) => ({
    registry: reference.registries[0]!,
    year: 2026,
    semester: 1 as const,
    births: [1, 2].map((month) => ({ month, liveBirths: births, stillbirths: 0 })),
    cases: cases.map((value, index) => ({
      malformation: 1,
      malformationId: 10,
      month: index + 1,
      cases: value,
    })),
  })
  // 10 per 10,000 births in the registry's history: 1 case expected in 1,000 births.
  const history = {
    own: new Map([[1, { cases: 100, births: 100_000 }]]),
    network: new Map([[1, { cases: 1_000, births: 1_000_000 }]]),
    monthlyBirths: 1000,
    reported: new Set([1]),
  }
  const name = () => 'Microcephaly'

  it('says nothing about ordinary figures', () => {
    expect(plausibilityWarnings(submission([1, 2]), history, name)).toEqual([])
  })

  it('flags a month far above the history and the network, without blocking', () => {
    // P(X ≥ 9 | mean 1) ≈ 1.1e-6: outside the 99.9% interval.
    const codes = plausibilityWarnings(submission([9, 1]), history, name).map((w) => w.code)
    expect(codes).toEqual(['aboveOwnHistory', 'aboveNetwork'])
    // P(X ≥ 4 | mean 1) ≈ 0.019: within it.
    expect(plausibilityWarnings(submission([4, 1]), history, name)).toEqual([])
  })

  it('flags births far from the usual month and an anomaly now blank', () => {
    const warnings = plausibilityWarnings(submission([null, null], 2000), history, name)
    expect(warnings.map((w) => [w.code, w.params.month ?? w.params.malformation])).toEqual([
      ['birthsJump', '2026-01'],
      ['birthsJump', '2026-02'],
      ['anomalyNowBlank', 'Microcephaly'],
    ])
    // Keys name the malformation by number and the month, whatever the language of the names.
    expect(warnings.map((w) => w.key)).toEqual([
      'birthsJump::1',
      'birthsJump::2',
      'anomalyNowBlank:1:',
    ])
  })
})
