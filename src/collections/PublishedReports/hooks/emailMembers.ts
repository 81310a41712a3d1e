import type { CollectionAfterChangeHook } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'
import { registryMembers } from '@/lib/surveillance/data/registryMembers'
import { EMAILED_CONTEXT_KEY, emailPublishedReport } from '@/lib/surveillance/data/reportEmails'
import { registryLabel } from '@/lib/surveillance/present/monitoringLabels'
import { isSending } from './sending'

/**
 * Emails every member of the registry, each in their language, when a report
 * is published (and again when the office asks to resend). A failed message
 * is logged; the publication stands.
 */
export const emailMembers: CollectionAfterChangeHook = async ({ doc, data, operation, req }) => {
  if (!isSending(operation, data)) return doc
  const registry = relationId(doc.registry)
  if (registry === null) return doc
  const members = await registryMembers(req.payload, registry, req)
  const names = new Map<Locale, { code: string; label: string }>()
  let emailed = 0
  // One after the other: inside a PostgreSQL transaction the queries share one connection.
  for (const member of members) {
    const locale = isLocale(member.language) ? member.language : defaultLocale
    let name = names.get(locale)
    if (!name) {
      const found = await req.payload.findByID({
        collection: 'member-registries',
        id: registry,
        locale,
        depth: 0,
        select: { networkCode: true, initials: true, name: true },
        overrideAccess: true,
        req,
      })
      name = {
        code: found.networkCode,
        label: registryLabel({
          initials: found.initials,
          name: found.name,
          code: found.networkCode,
        }),
      }
      names.set(locale, name)
    }
    const sent = await emailPublishedReport(req.payload, member, {
      code: name.code,
      registry: name.label,
      year: doc.year,
      semester: doc.semester === 1 ? 1 : 2,
    })
    if (sent) emailed++
  }
  req.context[EMAILED_CONTEXT_KEY] = emailed
  return doc
}
