import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import type { AreaTranslator } from '@/i18n/messageKeys'
import en from '@/i18n/messages/openData/en.json'
import es from '@/i18n/messages/openData/es.json'
import pt from '@/i18n/messages/openData/pt.json'

const messages = { pt, es, en }

export type OpenDataT = AreaTranslator<'openData'>

/** The release pages' words outside React (the ZIP's README, the metadata documents). */
export const openDataTranslator = (locale: Locale): OpenDataT =>
  createTranslator({ locale, messages: messages[locale] }) as OpenDataT
