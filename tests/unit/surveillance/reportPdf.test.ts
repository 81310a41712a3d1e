import { describe, expect, it } from 'vitest'
import { renderReportPdf } from '@/lib/surveillance/pdf/renderReportPdf'
import { reportPdfText } from '@/lib/surveillance/pdf/reportPdfText'
import type { ReportContent } from '@/lib/surveillance/present/reportContent'
import { reportCharts } from '@/lib/surveillance/present/reportCharts'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import { shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

const content = (rows: number, demo: string | null = null): ReportContent => ({
  heading: 'RENAC, 2025 semester 1',
  demo,
  empty: rows === 0 ? 'There is no accepted data for this registry.' : null,
  attention: {
    title: 'What needs attention first',
    items: [],
    none: 'Nothing.',
    method: 'Listed when q < 0.05.',
  },
  table: {
    caption: 'Every anomaly of the semester',
    columns: ['Anomaly', 'Births', 'Cases', 'Prevalence', 'Alarm', 'Zone', 'Cluster', 'Trend'],
    rows: Array.from({ length: rows }, (_, i) => ({
      malformation: i + 1,
      anomaly: `${i + 1} · A rather long anomaly name that wraps (Q${i})`,
      cells: ['6,000', '6', '10.00 (3.67–21.77)', 'no alarm (6.00)', 'success', 'none', '—'],
    })),
  },
  missing: { title: 'Data not available', text: 'Every anomaly has the six months.' },
  detectable: null,
  denominators: null,
  // The charts' pages are tested with the report's own analyses (tests/int/surveillance/reportPdfCharts.test.ts).
  charts: [],
  chartsTitle: 'Charts of each anomaly',
})

/** Pages of a PDF as pdfkit writes them (page objects are never compressed). */
const pageCount = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type \/Page\b(?!s)/g)?.length ?? 0

describe('renderReportPdf', () => {
  const text = reportPdfText('en', 'ReLAMC', new Date(Date.UTC(2026, 0, 15)))

  // Rendering takes a few seconds on a busy machine.
  const slow = 30_000

  it(
    'writes a PDF file, one landscape page for a short report',
    async () => {
      const pdf = await renderReportPdf(content(3, 'Demonstration data.'), text, 'en')
      const head = Buffer.from(pdf.slice(0, 5)).toString('latin1')
      expect(head).toBe('%PDF-')
      expect(pageCount(pdf)).toBe(1)
      expect(Buffer.from(pdf).toString('latin1')).toMatch(
        /\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/,
      )
    },
    slow,
  )

  it(
    'goes on over as many pages as the table needs',
    async () => {
      expect(pageCount(await renderReportPdf(content(40), text, 'en'))).toBeGreaterThan(1)
    },
    slow,
  )

  it(
    'renders a registry without data',
    async () => {
      expect(pageCount(await renderReportPdf(content(0), text, 'en'))).toBe(1)
    },
    slow,
  )

  it('dates and numbers its pages in the reader’s language', () => {
    expect(text.generated).toBe('Generated on January 15, 2026 from the accepted data.')
    expect(text.page(2, 3)).toBe('Page 2 of 3')
    const pt = reportPdfText('pt', 'ReLAMC', new Date(Date.UTC(2026, 0, 15)))
    expect(pt.generated).toBe('Gerado em 15 de janeiro de 2026 a partir dos dados aceitos.')
    expect(pt.title).toBe('Relatório semestral')
  })

  it(
    "gives each anomaly's charts a page of their own",
    async () => {
      // 2014–2025, 1000 births and one case a month, for two anomalies.
      const rows: CountsRow[] = []
      for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1))
        for (const malformation of [1, 2])
          rows.push({ registry: 'XX', malformation, period: month, births: 1000, cases: 1 })
      const charts = semiannualReport(rows, { year: 2025, half: 1 }).anomalies.map((anomaly) =>
        reportCharts(anomaly, { locale: 'en', registryName: 'RENAC', malformation: 'A' }),
      )
      const pdf = await renderReportPdf({ ...content(3), charts }, text, 'en')
      expect(pageCount(pdf)).toBe(3)
    },
    slow,
  )
})
