import type { Payload, PayloadRequest } from 'payload'
import { isLocale } from '@/i18n/locales'
import type { FileReader } from '../present/fileLanguage'
import { surveillanceTranslator } from '../present/translate'
import { loadMalformations } from './loadReference'

/**
 * The reader a file is written for, from the address's `language=pt|es|en` (the site's download
 * links send the page's language): headers, anomaly names and numbers in that language.
 * Without it, files keep the JSON field names and plain numbers, as scripts read them.
 */
export async function fileReaderFor(
  payload: Payload,
  params: URLSearchParams,
  req?: PayloadRequest,
): Promise<FileReader | undefined> {
  const language = params.get('language')
  if (!isLocale(language)) return undefined
  const names = new Map(
    (await loadMalformations(payload, language, { req })).map((m) => [m.number, m.name]),
  )
  return {
    locale: language,
    t: surveillanceTranslator(language),
    malformationName: (number) => names.get(number) ?? null,
  }
}
