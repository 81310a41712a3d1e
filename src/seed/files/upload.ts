import type { Payload } from 'payload'
import type { Translated } from '@/i18n/locales'
import { seedContext } from '../content/context'
import { makePdf } from './pdf'

type UploadCollection = 'media' | 'member-files'

const demoNotice = 'Documento de demonstração · Documento de demostración · Demo document — ReLAMC'

/**
 * Uploads a one-page PDF titled in the three languages and returns its id.
 * The visitor-facing label (alt for public files, title for members' files)
 * is saved in each locale.
 */
export async function uploadPdf(payload: Payload, collection: UploadCollection, fileName: string, label: Translated): Promise<number> {
  const data = makePdf(label.pt, [label.es, label.en, '', demoNotice])
  const file = { data, mimetype: 'application/pdf', name: fileName, size: data.length }
  const labelField = collection === 'media' ? 'alt' : 'title'

  const created = await payload.create({
    collection,
    locale: 'pt',
    data: { [labelField]: label.pt },
    file,
    context: seedContext,
    overrideAccess: true,
  })
  for (const locale of ['es', 'en'] as const) {
    await payload.update({ collection, id: created.id, locale, data: { [labelField]: label[locale] }, context: seedContext, overrideAccess: true })
  }
  return created.id
}
