import type { Locale } from '@/i18n/locales'

/** One registry's (or the network's) report of one semester. */
export interface ReportRef {
  registry: string
  year: number
  semester: 1 | 2
}

const reportQuery = (report: ReportRef) =>
  new URLSearchParams({
    registry: report.registry,
    year: String(report.year),
    semester: String(report.semester),
  })

/** The report on its page (`pagePath`: the semiannual reports page), scrolled to the report. */
export const reportPagePath = (pagePath: string, report: ReportRef): string =>
  `${pagePath}?${reportQuery(report)}#report`

/** The API address of the report's PDF, in the reader's language. */
export function reportPdfPath(report: ReportRef, locale: Locale): string {
  const query = reportQuery(report)
  query.set('locale', locale)
  return `/api/surveillance/reports/semiannual.pdf?${query}`
}
