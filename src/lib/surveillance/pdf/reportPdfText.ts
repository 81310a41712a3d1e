import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { monitoringText } from '../present/monitoringText'
import type { ReportPdfText } from './ReportDocument'

/** The words around the report in its PDF, in the reader's language, dated `now`. */
export function reportPdfText(locale: Locale, network: string, now: Date): ReportPdfText {
  const t = monitoringText(locale)
  return {
    network,
    title: t('report.pdf.title'),
    intro: t('report.intro'),
    generated: t('report.pdf.generated', {
      date: formatterFor(locale).dateTime(now, 'long'),
    }),
    page: (page, total) => t('report.pdf.page', { page, total }),
    notAvailable: t('notAvailable'),
  }
}

/** "semiannual-report-AR-RENAC-2025-S1.pdf", the file's name in the reader's language. */
export function reportPdfFileName(
  locale: Locale,
  registry: string,
  semester: { year: number; half: 1 | 2 },
): string {
  const name = `${monitoringText(locale)('report.pdf.file')}-${registry}-${semester.year}-S${semester.half}`
  return `${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`
}
