import { describe, expect, it } from 'vitest'
import { parsePublishRequest } from '@/lib/surveillance/monitoring/publishRequest'
import { pdfText } from '@/lib/surveillance/pdf/pdfText'
import { reportPdfFileName } from '@/lib/surveillance/pdf/reportPdfText'
import { reportPagePath, reportPdfPath } from '@/lib/surveillance/present/reportPaths'

describe('parsePublishRequest', () => {
  it('reads a registry, a year and a semester, as numbers or text', () => {
    expect(parsePublishRequest({ registry: 'AR-RENAC', year: 2025, semester: 1 })).toEqual({
      ok: true,
      value: { registry: 'AR-RENAC', year: 2025, semester: 1, resend: false },
    })
    expect(
      parsePublishRequest({ registry: ' CL-RENACH ', year: '2024', semester: '2', resend: true }),
    ).toEqual({
      ok: true,
      value: { registry: 'CL-RENACH', year: 2024, semester: 2, resend: true },
    })
  })

  it('collects every problem, the pooled network included', () => {
    const fields = (body: Record<string, unknown>) => {
      const parsed = parsePublishRequest(body)
      return parsed.ok ? [] : parsed.issues.map((issue) => [issue.field, issue.code])
    }
    expect(fields({})).toEqual([
      ['registry', 'required'],
      ['year', 'required'],
      ['semester', 'required'],
    ])
    expect(fields({ registry: 'network', year: 1900, semester: 3, resend: 'yes' })).toEqual([
      ['registry', 'networkNotPublished'],
      ['year', 'invalidYear'],
      ['semester', 'invalidSemester'],
      ['resend', 'invalidChoice'],
    ])
    expect(fields({ registry: 'X', year: 2025.5, semester: '' })).toEqual([
      ['year', 'invalidYear'],
      ['semester', 'required'],
    ])
    expect(fields({ registry: 'x'.repeat(101), year: '20x5', semester: 1 })).toEqual([
      ['registry', 'tooLong'],
      ['year', 'invalidYear'],
    ])
  })
})

describe('pdfText', () => {
  it('keeps every Portuguese, Spanish and English letter and the dashes', () => {
    const text = 'Anomalías congénitas — ação, niño, coração: 1.234,56 (3,67–21,77) · nº 2'
    expect(pdfText(text)).toBe(text)
  })

  it('draws what the standard fonts lack as a look-alike, or "?"', () => {
    expect(pdfText('p ≥ 0,05 − ∞')).toBe('p >= 0,05 - inf')
    expect(pdfText('Gődöllő')).toBe('Godöllo')
    expect(pdfText('數 🙂')).toBe('? ?')
  })
})

describe('report addresses', () => {
  const report = { registry: 'AR-RENAC', year: 2025, semester: 1 as const }

  it('point at the page and at the PDF in the reader’s language', () => {
    expect(reportPagePath('/testes-estatisticos/relatorios-semestrais', report)).toBe(
      '/testes-estatisticos/relatorios-semestrais?registry=AR-RENAC&year=2025&semester=1#report',
    )
    expect(reportPdfPath(report, 'es')).toBe(
      '/api/surveillance/reports/semiannual.pdf?registry=AR-RENAC&year=2025&semester=1&locale=es',
    )
  })

  it('name the file in the reader’s language', () => {
    expect(reportPdfFileName('pt', 'AR-RENAC', { year: 2025, half: 2 })).toBe(
      'relatorio-semestral-AR-RENAC-2025-S2.pdf',
    )
    expect(reportPdfFileName('en', 'network', { year: 2024, half: 1 })).toBe(
      'semiannual-report-network-2024-S1.pdf',
    )
  })
})
