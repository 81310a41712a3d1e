import type { TextFieldSingleValidation } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { hasControlCharacter } from '@/lib/controlCharacters'

export const controlCharacterMessage = tr(
  'O identificador contém um caractere de controle (invisível), que não é permitido. Remova-o e tente de novo.',
  'El identificador contiene un carácter de control (invisible), que no está permitido. Quítelo e inténtelo de nuevo.',
  'The identifier contains a control (invisible) character, which is not allowed. Remove it and try again.',
)

/**
 * An identifier other systems compare, export and type (a registry's network code): a tab,
 * line break or other invisible character in it would make two codes that look the same.
 */
export const identifierText: TextFieldSingleValidation = (value, { req }) =>
  typeof value === 'string' && hasControlCharacter(value)
    ? pick(controlCharacterMessage, req.i18n?.language)
    : true
