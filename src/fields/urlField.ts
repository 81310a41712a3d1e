import type { TextField } from 'payload'
import { pick, tr, type Translated } from '@/i18n/locales'

export const invalidUrl = tr(
  'Informe um endereço que comece com http:// ou https://.',
  'Introduzca una dirección que comience con http:// o https://.',
  'Enter an address starting with http:// or https://.',
)

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** A web address: only http(s), so no javascript: link ever reaches a visitor. */
export const urlField = (name: string, label: Translated, required = false): TextField => ({
  name,
  type: 'text',
  label,
  required,
  validate: (
    value: string | null | undefined,
    { req }: { req: { i18n?: { language?: string } } },
  ) => {
    if (!value)
      return required
        ? pick(
            tr('Campo obrigatório.', 'Campo obligatorio.', 'This field is required.'),
            req.i18n?.language,
          )
        : true
    return isHttpUrl(value) ? true : pick(invalidUrl, req.i18n?.language)
  },
})
