import { createElement } from 'react'
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
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
  const document = createElement(ReportDocument, { content, text, locale })
  const buffer = await renderToBuffer(document as unknown as ReactElement<DocumentProps>)
  return new Uint8Array(buffer)
}
