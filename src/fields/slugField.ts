import type { TextField } from 'payload'
import { tr } from '@/i18n/locales'
import { slugify } from '@/lib/slugify'

/**
 * A unique, URL-safe slug. Filled from the Portuguese title when left blank, so
 * the office never has to type one; edited slugs are normalised the same way.
 */
export const slugField = (from: string): TextField => ({
  name: 'slug',
  type: 'text',
  label: tr('Identificador na URL', 'Identificador en la URL', 'URL slug'),
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: tr(
      'Gerado a partir do título quando deixado em branco.',
      'Generado a partir del título si se deja en blanco.',
      'Generated from the title when left blank.',
    ),
  },
  hooks: {
    beforeValidate: [
      ({ value, data, originalDoc }) => {
        if (typeof value === 'string' && value.trim()) return slugify(value)
        const source = data?.[from] ?? originalDoc?.[from]
        const text = typeof source === 'string' ? source : (source?.pt ?? '')
        return text ? slugify(text) : value
      },
    ],
  },
})
