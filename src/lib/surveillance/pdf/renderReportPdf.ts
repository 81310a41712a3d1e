import { Font, renderToBuffer } from '@react-pdf/renderer'
import type { Locale } from '@/i18n/locales'
import type { ReportContent } from '../present/reportContent'
import { ReportDocument, type ReportPdfText } from './ReportDocument'

// Words are never split with a hyphen: a name or a figure stays whole, as on the page.
Font.registerHyphenationCallback((word) => [word])

/** The semiannual report's PDF file. */
export async function renderReportPdf(
  content: ReportContent,
  text: ReportPdfText,
  locale: Locale,
): Promise<Uint8Array> {
  // Called as a function, the component gives the <Document> element renderToBuffer takes.
  const buffer = await renderToBuffer(ReportDocument({ content, text, locale }))
  return new Uint8Array(buffer)
}
