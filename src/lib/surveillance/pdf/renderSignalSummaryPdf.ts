import { renderToBuffer } from '@react-pdf/renderer'
import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { monitoringText } from '../present/monitoringText'
import { signalsTranslator } from '../signals/translate'
import type { YearSummaryContent } from '../signals/yearSummaryContent'
import { SignalSummaryDocument } from './SignalSummaryDocument'

/** The yearly monitoring summary's PDF file, dated `now`. */
export async function renderSignalSummaryPdf(
  content: YearSummaryContent,
  network: string,
  locale: Locale,
  now: Date,
): Promise<Uint8Array> {
  const t = signalsTranslator(locale)
  const report = monitoringText(locale)
  const buffer = await renderToBuffer(
    SignalSummaryDocument({
      content,
      network,
      generated: t('summary.printed', { date: formatterFor(locale).dateTime(now, 'long') }),
      page: (page, total) => report('report.pdf.page', { page, total }),
      locale,
    }),
  )
  return new Uint8Array(buffer)
}
