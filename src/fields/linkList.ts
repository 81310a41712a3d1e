import type { ArrayField } from 'payload'
import { tr } from '@/i18n/locales'
import { safeLinkField } from './safeLink'

/** Links the visitor follows, each with the text they read (in each language). */
export const linkList = (name = 'links'): ArrayField => ({
  name,
  type: 'array',
  label: tr('Links', 'Enlaces', 'Links'),
  labels: {
    singular: tr('Link', 'Enlace', 'Link'),
    plural: tr('Links', 'Enlaces', 'Links'),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          type: 'text',
          required: true,
          localized: true,
          label: tr('Texto do link', 'Texto del enlace', 'Link text'),
          admin: { width: '50%' },
        },
        {
          ...safeLinkField('url', tr('Endereço', 'Dirección', 'Address'), true),
          admin: { width: '50%', placeholder: 'https://' },
        },
      ],
    },
  ],
})
