import type { File, Payload } from 'payload'
import type { Translated } from '@/i18n/locales'
import { seedContext, translations } from '../content/context'
import { makeBannerPng } from './image'
import { makePdf } from './pdf'

type UploadCollection = 'media' | 'member-files'

const demoNotice = 'Documento de demonstração · Documento de demostración · Demo document — ReLAMC'

/**
 * Uploads a file and saves its visitor-facing label in each locale (alt for
 * public files, title for members' files). Returns the new document's id.
 */
async function upload(
  payload: Payload,
  collection: UploadCollection,
  file: File,
  label: Translated,
): Promise<number> {
  const labelField = collection === 'media' ? 'alt' : 'title'
  const created = await payload.create({
    collection,
    locale: 'pt',
    data: { [labelField]: label.pt },
    file,
    context: seedContext,
    overrideAccess: true,
  })
  for (const locale of translations) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: { [labelField]: label[locale] },
      context: seedContext,
      overrideAccess: true,
    })
  }
  return created.id
}

/** A one-page PDF titled in the three languages. */
export async function uploadPdf(
  payload: Payload,
  collection: UploadCollection,
  fileName: string,
  label: Translated,
): Promise<number> {
  const data = makePdf(label.pt, [label.es, label.en, '', demoNotice])
  return upload(
    payload,
    collection,
    { data, mimetype: 'application/pdf', name: fileName, size: data.length },
    label,
  )
}

/** A generated banner image for the public site (a square one for demo logos). */
export async function uploadBanner(
  payload: Payload,
  fileName: string,
  hue: number,
  alt: Translated,
  size?: { width: number; height: number },
): Promise<number> {
  const data = await makeBannerPng(hue, size?.width, size?.height)
  return upload(
    payload,
    'media',
    { data, mimetype: 'image/png', name: fileName, size: data.length },
    alt,
  )
}
