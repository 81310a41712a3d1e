import { describe, expect, it } from 'vitest'
import { validateCaseRecords, type CaseValidationContext } from '@/lib/surveillance/caseRecords'
import { caseFileDictionary } from '@/lib/surveillance/caseSubmissions/caseFileDictionary'
import { readCaseRecords } from '@/lib/surveillance/caseSubmissions/readCaseRecords'
import { readCaseRecordsTable } from '@/lib/surveillance/caseSubmissions/readCaseRecordsTable'
import type { Table } from '@/lib/surveillance/input/table/types'
import { aCase, aSemester } from '../caseRecords/fixtures'

const context: CaseValidationContext = {
  codeExists: (code) => /^Q\d\d/.test(code),
  sexSpecific: { male: [], female: [] },
  topfaWeeksLimit: null,
  existingCaseIds: new Set(),
}

const tableOf = (header: string[], ...rows: (string | number | null)[][]): Table => ({
  header: { line: 1, cells: header },
  rows: rows.map((cells, index) => ({ line: index + 2, cells })),
})

describe('the WHO kit’s elements in a case file', () => {
  it('reads them in any language, statuses one per code, dates as text or a workbook’s serial', async () => {
    const table = tableOf(
      [
        'codigo_registro',
        'ano',
        'semestre',
        'id_caso',
        'mes',
        'desfecho',
        'sexo',
        'codigos_cid10',
        'estado_registro',
        'situacao_diagnostico',
        'clinical_presentation',
        'fecha_diagnostico',
        'data_conclusao',
        'diagnosis_corrected',
      ],
      [
        'AR-RENAC',
        2026,
        1,
        'C-1',
        3,
        'stillbirth',
        'intersex',
        'Q05.9; Q66.0',
        'completo',
        'confirmado; possível',
        'multiple',
        '2026-03-02',
        46_115,
        'não',
      ],
      [
        '',
        '',
        '',
        'C-2',
        4,
        'induced abortion',
        'no especificado',
        'Q00.0',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    )
    const reading = await readCaseRecordsTable(table, 'pt')
    expect(reading.ok).toBe(true)
    if (!reading.ok) return
    const { cases, issues } = await readCaseRecords(reading.body.cases)
    expect(issues).toEqual([])
    expect(cases[0]).toMatchObject({
      outcome: 'fetal-death',
      sex: 'indeterminate',
      recordStatus: 'complete',
      diagnosisStatuses: ['confirmed', 'possible'],
      clinicalPresentation: 'multiple',
      diagnosisDate: '2026-03-02',
      // Excel's day 45,292 is 2024-01-01; + 366 + 365 = 46,023 is 2026-01-01; 46,115 is 92 days
      // later: January 31 + February 28 + March 31 = 90 days, then April 3.
      completionDate: '2026-04-03',
      diagnosisCorrected: false,
    })
    // Blank is missing, never a value.
    expect(cases[1]).toMatchObject({
      outcome: 'topfa',
      sex: 'not-specified',
      recordStatus: null,
      diagnosisStatuses: null,
      clinicalPresentation: null,
      diagnosisDate: null,
      completionDate: null,
      diagnosisCorrected: null,
    })
  })

  it('refuses a word it does not know, naming the words of the reader’s language', async () => {
    const table = tableOf(
      [
        'registry_code',
        'year',
        'semester',
        'case_id',
        'month',
        'outcome',
        'icd10_codes',
        'diagnosis_status',
      ],
      ['AR-RENAC', 2026, 1, 'C-1', 3, 'live birth', 'Q05.9', 'probable'],
    )
    const reading = await readCaseRecordsTable(table, 'es')
    expect(reading).toMatchObject({
      ok: false,
      issues: [
        {
          line: 2,
          field: 'diagnosis_status',
          code: 'invalidChoice',
          params: { options: 'confirmado, posible, error diagnóstico, excluido' },
        },
      ],
    })
  })

  it('gives one status to every code when one is sent, and refuses a bad date', async () => {
    const { cases, issues } = await readCaseRecords([
      {
        caseId: 'C-1',
        month: 3,
        outcome: 'live-birth',
        codes: ['Q05.9', 'Q66.0'],
        diagnosisStatuses: 'confirmed',
        reportDate: '2026-02-30',
      },
    ])
    expect(cases[0]!.diagnosisStatuses).toEqual(['confirmed', 'confirmed'])
    expect(issues).toEqual([{ field: 'cases[0].reportDate', code: 'invalidDate' }])
  })

  it('checks statuses against codes and dates against the birth', () => {
    const issues = validateCaseRecords(
      aSemester([
        aCase({ codes: ['Q05.9', 'Q66.0'], diagnosisStatuses: ['confirmed'] }),
        // Born in March (day unknown: the 1st); diagnosed in February.
        aCase({ caseId: 'C-2', diagnosisDate: '2026-02-28', reportDate: '2026-03-01' }),
        aCase({ caseId: 'C-3', recordStatus: 'open', completionDate: '2026-04-01' }),
        // Old records: nothing of the kit, nothing to say.
        aCase({ caseId: 'C-4' }),
      ]),
      context,
    )
    expect(issues).toEqual([
      {
        index: 0,
        field: 'diagnosisStatuses',
        code: 'diagnosisStatusCount',
        severity: 'error',
        values: { statuses: 1, codes: 2 },
      },
      {
        index: 1,
        field: 'diagnosisDate',
        code: 'dateBeforeBirth',
        severity: 'error',
        values: { birth: '2026-03-01' },
      },
      { index: 2, field: 'completionDate', code: 'completionNotComplete', severity: 'warning' },
    ])
  })

  it('lists the kit’s columns in the dictionary sheet in each language', () => {
    for (const [locale, header, word] of [
      ['pt', 'situacao_registro', 'concluído'],
      ['es', 'estado_registro', 'completo'],
      ['en', 'record_status', 'complete'],
    ] as const) {
      const row = caseFileDictionary(locale).find((line) => line[0] === header)
      expect(row, locale).toBeDefined()
      expect(String(row![2])).toContain(word)
    }
  })
})
