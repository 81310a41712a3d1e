import type { Payload } from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { emailTranslator } from '@/lib/email/templates'
import { escapeHtml } from '@/lib/escapeHtml'
import { localePath } from '@/lib/site/localePath'
import { routes } from '@/lib/site/routes'
import { networkShortName } from '@/lib/site/network'
import { siteUrl } from '@/lib/siteUrl'
import { reportPagePath, reportPdfPath } from '../present/reportPaths'
import type { RegistryMember } from './registryMembers'

/** Where a publication's save leaves how many members it emailed (read by the publish endpoint). */
export const EMAILED_CONTEXT_KEY = 'publishedReportEmailed'

export interface PublishedReportRef {
  /** The registry's network code, in the links. */
  code: string
  /** Its name in the member's language: "RENAC — Red Nacional…". */
  registry: string
  year: number
  semester: 1 | 2
}

/**
 * Tells a member of a registry, in the member's language, that the office has
 * published the registry's semiannual report, with links to it. Returns
 * whether the message was handed to the mailer; a failure is logged, never thrown.
 */
export async function emailPublishedReport(
  payload: Payload,
  to: RegistryMember,
  report: PublishedReportRef,
): Promise<boolean> {
  const t = emailTranslator(to.language)
  const locale = isLocale(to.language) ? to.language : defaultLocale
  const period = t('reportPublished.period', { semester: report.semester, year: report.year })
  const values = { registry: report.registry, period }
  const ref = { registry: report.code, year: report.year, semester: report.semester }
  const links = {
    page: `${siteUrl()}${localePath(locale, reportPagePath(routes(networkShortName()).semiannualReports, ref))}`,
    pdf: `${siteUrl()}${reportPdfPath(ref, locale)}`,
  }
  const greeting = to.name ? t('greetingNamed', { name: to.name }) : t('greetingPlain')
  try {
    await payload.sendEmail({
      to: to.email,
      subject: t('reportPublished.subject', values),
      html: [
        `<p>${escapeHtml(greeting)}</p>`,
        `<p>${escapeHtml(t('reportPublished.body', values))}</p>`,
        `<p><a href="${escapeHtml(links.page)}">${escapeHtml(t('reportPublished.page'))}</a> · <a href="${escapeHtml(links.pdf)}">${escapeHtml(t('reportPublished.pdf'))}</a></p>`,
        `<p>${escapeHtml(t('reportPublished.login'))}</p>`,
      ].join('\n'),
    })
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `Email to ${to.email} failed` })
    return false
  }
}
