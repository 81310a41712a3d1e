import type { TextField } from 'payload'
import { text } from 'payload/shared'
import { pick, tr, type Translated } from '@/i18n/locales'
import { safeHref } from '@/lib/site/safeHref'

export const unsafeLink = tr(
  'Use um endereço http(s), mailto: ou tel:, ou um caminho deste site.',
  'Use una dirección http(s), mailto: o tel:, o una ruta de este sitio.',
  'Use an http(s), mailto: or tel: address, or a path on this site.',
)

/** Whether a stored link is one the site would render: no javascript:, data: or vbscript:. */
export const isSafeLink = (value: string): boolean =>
  value.trim().startsWith('#') || safeHref(value) !== null

/** Field validation: an empty value is left to `required`; anything else must be safe. */
export const validateSafeLink = (value: unknown, language: string | undefined): true | string =>
  typeof value !== 'string' || value === '' || isSafeLink(value) ? true : pick(unsafeLink, language)

/**
 * A link the office types (a web address, mailto:, tel: or a path on this site), refused
 * unless the site would render it.
 */
export const safeLinkField = (name: string, label: Translated, required = false): TextField => ({
  name,
  type: 'text',
  label,
  required,
  // A custom validation replaces Payload's own: run it first so `required` still holds.
  validate: (value, options) => {
    const base = text(value, options)
    return base === true ? validateSafeLink(value, options.req.i18n?.language) : base
  },
})
