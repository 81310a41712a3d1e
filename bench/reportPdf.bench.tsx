// The semiannual report's PDF of one registry (18 anomalies): where its time goes. The report's
// analyses, its texts and charts' props, the charts converted to the PDF's drawing, and the PDF
// file drawn with and without the chart pages.
import { createElement } from 'react'
import { EndemicChannelChart, ScanChart, TrendChart } from '../src/components/charts'
import { semiannualReport } from '../src/lib/surveillance/monitoring/semiannualReport'
import { chartToPdf } from '../src/lib/surveillance/pdf/chartToPdf'
import { renderReportPdf } from '../src/lib/surveillance/pdf/renderReportPdf'
import { reportPdfText } from '../src/lib/surveillance/pdf/reportPdfText'
import { reportContent } from '../src/lib/surveillance/present/reportContent'
import { demoMonthRows } from './demoMonthRows'
import { measure } from './measure'

const rows = demoMonthRows([{ code: 'R0', annualBirths: 58_000 }])
const semester = { year: 2025, half: 1 } as const
const report = semiannualReport(rows, semester)
const options = {
  locale: 'en' as const,
  registryName: 'R0',
  nameOf: (n: number) => `${n} · Anomaly ${n}`,
  demo: true,
}
const content = reportContent(report, options)
const text = reportPdfText('en', 'ReLAMC', new Date(Date.UTC(2026, 0, 15)))

console.log(
  `${report.anomalies.length} anomalies, ${report.attention.length} needing attention, ` +
    `${content.charts.length} with chart pages`,
)
await measure('analyses (semiannualReport)', () => semiannualReport(rows, semester), 3)
await measure('texts and charts props (reportContent)', () => reportContent(report, options), 20)
await measure(
  'charts converted for the PDF (chartToPdf, 3 a page)',
  () => {
    for (const charts of content.charts) {
      if (charts.trend)
        chartToPdf(createElement(TrendChart, { id: 't', locale: 'en', ...charts.trend }), 380)
      if (charts.channel)
        chartToPdf(
          createElement(EndemicChannelChart, { id: 'c', locale: 'en', ...charts.channel }),
          380,
        )
      if (charts.scan)
        chartToPdf(createElement(ScanChart, { id: 's', locale: 'en', ...charts.scan }), 380)
    }
  },
  20,
)
await measure(
  'PDF without chart pages',
  () => renderReportPdf({ ...content, charts: [] }, text, 'en'),
  5,
)
await measure('PDF with its chart pages', () => renderReportPdf(content, text, 'en'), 3)
