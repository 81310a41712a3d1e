import type { File, Payload } from 'payload'
import type { Locale, Translated } from '@/i18n/locales'
import { seedContext, translations } from '../content/context'
import { makeIllustrationJpeg, type Illustration } from './illustration'
import { makeLogoPng } from './logo'
import { makeDemoPdf, type DemoDocument } from './pdf'

type UploadCollection = 'media' | 'member-files'

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

/** A demo PDF (cover, contents and a few pages of text in the document's language). */
export async function uploadDemoPdf(
  payload: Payload,
  collection: UploadCollection,
  fileName: string,
  label: Translated,
  content: DemoDocument,
): Promise<number> {
  const data = makeDemoPdf(content)
  return upload(
    payload,
    collection,
    { data, mimetype: 'application/pdf', name: fileName, size: data.length },
    label,
  )
}

/**
 * One members' file per language the document is written in, for a field with a file per
 * language: `name.pdf` in Portuguese, `name-es.pdf` and `name-en.pdf` for the others.
 */
export async function uploadDemoPdfPerLanguage(
  payload: Payload,
  fileName: string,
  label: Translated,
  contents: Partial<Record<Locale, DemoDocument>>,
): Promise<Partial<Record<Locale, number>>> {
  const ids: Partial<Record<Locale, number>> = {}
  for (const [locale, content] of Object.entries(contents) as Array<[Locale, DemoDocument]>) {
    const name = locale === 'pt' ? fileName : fileName.replace(/\.pdf$/, `-${locale}.pdf`)
    ids[locale] = await uploadDemoPdf(payload, 'member-files', name, label, content)
  }
  return ids
}

/** A generated illustration for the public site (events, projects). */
export async function uploadIllustration(
  payload: Payload,
  fileName: string,
  illustration: Illustration,
  alt: Translated,
): Promise<number> {
  const data = await makeIllustrationJpeg(illustration)
  return upload(
    payload,
    'media',
    { data, mimetype: 'image/jpeg', name: fileName, size: data.length },
    alt,
  )
}

/** A generated square demo logo for a member registry. */
export async function uploadLogo(
  payload: Payload,
  fileName: string,
  hue: number,
  alt: Translated,
): Promise<number> {
  const data = await makeLogoPng(hue)
  return upload(
    payload,
    'media',
    { data, mimetype: 'image/png', name: fileName, size: data.length },
    alt,
  )
}
