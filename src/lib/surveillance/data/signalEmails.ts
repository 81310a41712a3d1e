import type { Payload } from 'payload'
import { escapeHtml } from '@/lib/escapeHtml'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { queueEmail } from '@/lib/jobs/queueEmail'
import { localePath } from '@/lib/site/localePath'
import { siteUrl } from '@/lib/siteUrl'
import type { DocumentId } from '@/lib/relationId'
import { relationId } from '@/lib/relationId'
import { SIGNALS_PATH } from '../signals/paths'
import { signalsTranslator } from '../signals/translate'

type NewSignal = {
  id: DocumentId
  registry: DocumentId
  malformation: number | null
  kind: string
  period: string
}

/**
 * Tells each registry with new signals, once per monitoring run: one message to every active
 * member of the registry, in that member's language, listing the new signals with a link to the
 * registry's signals page. Queued as `sendEmail` jobs keyed by registry, signals and recipient,
 * so a run repeated after a restart sends nothing twice. A mail failure is logged; the signals
 * stay stored.
 */
export async function notifyNewSignals(payload: Payload, ids: DocumentId[]): Promise<number> {
  if (ids.length === 0) return 0
  const { docs } = await payload.find({
    collection: 'monitoring-signals',
    where: { id: { in: ids } },
    depth: 1,
    limit: 0,
    pagination: false,
    select: { registry: true, malformation: true, kind: true, period: true },
    overrideAccess: true,
  })
  const byRegistry = new Map<string, NewSignal[]>()
  for (const doc of docs) {
    const registry = relationId(doc.registry)
    if (registry === null) continue
    const malformation = typeof doc.malformation === 'object' ? doc.malformation.number : null
    const list = byRegistry.get(String(registry)) ?? []
    list.push({ id: doc.id, registry, malformation, kind: doc.kind, period: doc.period })
    byRegistry.set(String(registry), list)
  }
  let queued = 0
  for (const [registryId, signals] of byRegistry) {
    const registry = await payload.findByID({
      collection: 'member-registries',
      id: registryId,
      depth: 0,
      select: { networkCode: true },
      overrideAccess: true,
    })
    const members = await payload.find({
      collection: 'users',
      where: { and: [{ registries: { in: [registryId] } }, { disabled: { not_equals: true } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { email: true, name: true, language: true },
      overrideAccess: true,
    })
    const signalIds = signals.map((signal) => String(signal.id)).sort()
    for (const member of members.docs) {
      const message = newSignalsEmail(
        { email: member.email, name: member.name, language: member.language },
        registry.networkCode,
        signals,
      )
      try {
        await queueEmail(
          payload,
          message,
          `signals-new:${registryId}:${signalIds[0]}-${signalIds.at(-1)}:${member.id}`,
        )
        queued++
      } catch (error) {
        payload.logger.error({ err: error, msg: `Signal e-mail to ${member.email} failed` })
      }
    }
  }
  return queued
}

/** The message itself, in the recipient's language (Portuguese when not one of ours). */
export function newSignalsEmail(
  to: { email: string; name?: string | null; language?: string | null },
  registry: string,
  signals: Omit<NewSignal, 'id' | 'registry'>[],
): { to: string; subject: string; html: string } {
  const locale = isLocale(to.language) ? to.language : defaultLocale
  const t = signalsTranslator(locale)
  const link = `${siteUrl()}${localePath(locale, SIGNALS_PATH)}`
  const items = signals
    .map(
      (signal) =>
        `<li>${escapeHtml(
          t('email.item', {
            anomaly: String(signal.malformation ?? '?'),
            kind: t(`kinds.${signal.kind as 'alarm'}`),
            period: signal.period,
          }),
        )}</li>`,
    )
    .join('\n')
  return {
    to: to.email,
    subject: t('email.subject', { registry, count: signals.length }),
    html: [
      `<p>${escapeHtml(t('email.body', { name: to.name || to.email, registry, count: signals.length }))}</p>`,
      `<ul>${items}</ul>`,
      `<p>${escapeHtml(t('email.followUp'))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('email.link'))}</a></p>`,
    ].join('\n'),
  }
}
