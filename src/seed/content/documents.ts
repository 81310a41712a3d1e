import type { Payload } from 'payload'
import type { Locale, Translated } from '@/i18n/locales'
import type { DemoDocument } from '../files/pdf'
import { uploadDemoPdf } from '../files/upload'
import { withRowIds } from './context'

/** One row of a `documents` array before it is written: the file is already uploaded. */
export type DocumentRow<Extra extends object = object> = Extra & {
  file: number
  description: Translated
}

/** Uploads a demo PDF with the given text and returns the row that points at it. */
export async function documentRow<Extra extends object>(
  payload: Payload,
  collection: 'media' | 'member-files',
  fileName: string,
  description: Translated,
  extra: Extra,
  content: DemoDocument,
): Promise<DocumentRow<Extra>> {
  const file = await uploadDemoPdf(payload, collection, fileName, description, content)
  return { ...extra, file, description }
}

/**
 * The rows in one locale. On the translation updates, pass the rows the first
 * create returned so each row keeps its id (and its Portuguese description).
 */
export function documentRows<Extra extends object>(
  rows: DocumentRow<Extra>[],
  locale: Locale,
  createdRows?: ReadonlyArray<{ id?: string | null }> | null,
): Array<Extra & { file: number; description: string }> {
  return withRowIds(
    createdRows,
    rows.map((row) => ({ ...row, description: row.description[locale] })),
  )
}
