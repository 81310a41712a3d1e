import type { CollectionAfterChangeHook } from 'payload'
import { escapeHtml } from '@/lib/escapeHtml'
import { officeContact } from '@/lib/officeEmail'
import { siteUrl } from '@/lib/siteUrl'
import { formatDay, numberFormats } from '@/lib/surveillance/present/format'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { relationId } from '@/lib/relationId'
import { timeRange, yearRangeLabel } from '@/lib/timeRange'

/**
 * Emails a new report to the network office, in the office's language (a
 * site setting). A mail failure is logged, not thrown: the report is stored
 * and visible in the admin panel either way.
 */
export const emailOffice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  try {
    const { email: to, language: locale } = await officeContact(req.payload)
    if (!to) return doc
    const t = surveillanceTranslator(locale)
    const format = numberFormats(locale)
    const find = (collection: 'member-registries' | 'malformations' | 'users', value: unknown) => {
      const id = relationId(value)
      return id === null
        ? null
        : req.payload
            .findByID({ collection, id, depth: 0, locale, overrideAccess: true, req })
            .catch(() => null)
    }
    // Sequential: inside a PostgreSQL transaction the queries share one connection.
    const registry = await find('member-registries', doc.registry)
    const malformation = await find('malformations', doc.malformation)
    const reporter = await find('users', doc.reporter)
    const registryName = registry && 'initials' in registry ? registry.initials : ''
    const malformationName = malformation && 'name' in malformation ? malformation.name : ''
    const reporterName = reporter && 'name' in reporter ? reporter.name : ''
    const reporterEmail = reporter && 'email' in reporter ? reporter.email : ''
    const start = formatDay(doc.periodStart, locale)
    const end = formatDay(doc.periodEnd, locale)

    const rows: [string, string][] = [
      [t('batch.registry'), registryName],
      [t('batch.malformation'), malformationName],
      [t('form.periodLegend'), timeRange(start, end)],
      [t('form.basePeriod'), yearRangeLabel(doc.basePeriod ?? '')],
      [t('batch.births'), format.count(doc.births)],
      [t('result.observed'), format.count(doc.observed)],
      [t('result.expected'), format.cases(doc.expected)],
      [
        t('result.interval', { confidence: 95 }),
        t('result.intervalValue', {
          lower: format.cases(doc.lower),
          upper: format.cases(doc.upper),
        }),
      ],
      [t('result.alarm'), t(`result.${doc.direction === 'deficit' ? 'deficit' : 'excess'}`)],
    ]
    const link = `${siteUrl()}/admin/collections/alarm-reports/${doc.id}`
    await req.payload.sendEmail({
      to,
      ...(reporterEmail ? { replyTo: reporterEmail } : {}),
      subject: t('email.subject', {
        registry: registryName,
        malformation: malformationName,
        start,
        end,
      }),
      html: [
        `<p>${escapeHtml(t('email.intro', { name: reporterName, email: reporterEmail }))}</p>`,
        `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
        doc.note
          ? `<p><strong>${escapeHtml(t('email.note'))}:</strong><br>${escapeHtml(doc.note).replace(/\n/g, '<br>')}</p>`
          : '',
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t('email.link'))}</a></p>`,
      ].join('\n'),
    })
  } catch (error) {
    req.payload.logger.error({
      err: error,
      msg: 'Alarm report stored, but the office email failed',
    })
  }
  return doc
}
