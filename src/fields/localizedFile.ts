import type { UploadField, Validate } from 'payload'
import { defaultLocale, pick, tr, type Translated } from '@/i18n/locales'

export const portugueseFileRequired = tr(
  'Envie o arquivo em português: é o que o site oferece quando não há um no idioma do visitante.',
  'Suba el archivo en portugués: es el que el sitio ofrece cuando no hay uno en el idioma del visitante.',
  'Upload the Portuguese file: the site offers it when there is none in the visitor’s language.',
)

/**
 * Required in Portuguese only: another language without its own file falls back to the
 * Portuguese one (Payload's localization fallback), so leaving it empty is allowed, except when
 * the document is created in that language (it would have no Portuguese file to fall back to).
 */
const requiredInDefaultLocale: Validate = (value, { operation, req }) =>
  value || (req.locale && req.locale !== defaultLocale && operation !== 'create')
    ? true
    : pick(portugueseFileRequired, req.i18n?.language)

/** An upload with one file per language; readers in a language without one get the Portuguese file. */
export const localizedFile = ({
  name,
  relationTo,
  label,
}: {
  name: string
  relationTo: 'media' | 'member-files'
  label: Translated
}): UploadField => ({
  name,
  type: 'upload',
  relationTo,
  localized: true,
  label,
  validate: requiredInDefaultLocale,
  admin: {
    description: tr(
      'Um arquivo por idioma. Obrigatório em português; em espanhol e inglês, deixe vazio para oferecer o arquivo em português.',
      'Un archivo por idioma. Obligatorio en portugués; en español e inglés, déjelo vacío para ofrecer el archivo en portugués.',
      'One file per language. Required in Portuguese; in Spanish and English, leave it empty to offer the Portuguese file.',
    ),
  },
})
