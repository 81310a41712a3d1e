import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { SubmissionReference } from '../submissions/validateSubmission'
import { loadRegistries } from './loadReference'

/** Registries and every malformation (with whether it is monitored), names in `locale`. */
export async function loadSubmissionReference(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<SubmissionReference> {
  const registries = await loadRegistries(payload, locale, req)
  const { docs } = await payload.find({
    collection: 'malformations',
    locale,
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'number',
    select: { number: true, name: true, icd10: true, active: true },
    overrideAccess: true,
    req,
  })
  return {
    registries,
    malformations: docs.map((doc) => ({
      id: doc.id,
      number: doc.number,
      name: doc.name,
      icd10: doc.icd10,
      active: doc.active !== false,
    })),
  }
}
