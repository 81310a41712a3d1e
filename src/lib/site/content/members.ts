import type { Locale } from '@/i18n/locales'
import { MANUAL_ORDER } from '@/lib/ordering/manualOrder'
import type { Form, FormUpdate, Manual, OfficialDocument, User } from '@/payload-types'
import { getPayloadClient } from '../payload'

// Members-only reads: never cached, always checked against the visitor's own access.
// Manuals, forms and official documents come in the office's order; form updates newest first.

const asMember = (user: User, locale: Locale) =>
  ({ user, locale, depth: 1, limit: 500, pagination: false, overrideAccess: false }) as const

export async function getManualsAndForms(
  user: User,
  locale: Locale,
): Promise<{ manuals: Manual[]; forms: Form[]; updates: FormUpdate[] }> {
  const payload = await getPayloadClient()
  const [manuals, forms, updates] = await Promise.all([
    payload.find({ collection: 'manuals', sort: MANUAL_ORDER, ...asMember(user, locale) }),
    payload.find({ collection: 'forms', sort: MANUAL_ORDER, ...asMember(user, locale) }),
    payload.find({ collection: 'form-updates', sort: '-date', ...asMember(user, locale) }),
  ])
  return { manuals: manuals.docs, forms: forms.docs, updates: updates.docs }
}

export async function getOfficialDocuments(
  user: User,
  locale: Locale,
): Promise<OfficialDocument[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'official-documents',
    sort: MANUAL_ORDER,
    // A signed term names its registry: nothing more of the registry is needed.
    populate: { 'member-registries': { initials: true, name: true } },
    ...asMember(user, locale),
  })
  return docs
}
