import type { FieldHook } from 'payload'
import { memberDocumentCollection } from '../memberDocumentCollection'
import { tr } from '@/i18n/locales'
import { dayPicker } from '@/fields/dateFormats'
import { officialDocumentTypes } from '@/lib/officialDocumentTypes'

const isSignedTerm = (siblingData: { type?: unknown } | undefined) =>
  siblingData?.type === 'membership-letter'

// Only a signed term belongs to a registry: a registry left behind by a change of type goes.
// An update may send only some fields: the type not sent is the stored one.
const keepOnlyOnSignedTerms: FieldHook = ({ value, siblingData, previousSiblingDoc }) =>
  isSignedTerm({ type: siblingData?.type ?? previousSiblingDoc?.type }) ? value : null

export const OfficialDocuments = memberDocumentCollection({
  slug: 'official-documents',
  labels: {
    singular: tr('Documento oficial', 'Documento oficial', 'Official document'),
    plural: tr('Documentos oficiais', 'Documentos oficiales', 'Official documents'),
  },
  defaultColumns: ['title', 'type', 'date', 'registry', 'document'],
  extraFields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: tr('Tipo', 'Tipo', 'Type'),
      options: officialDocumentTypes,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          label: tr('Data', 'Fecha', 'Date'),
          admin: { date: dayPicker, width: '50%' },
        },
        {
          name: 'registry',
          type: 'relationship',
          relationTo: 'member-registries',
          label: tr('Registro signatário', 'Registro firmante', 'Signing registry'),
          hooks: { beforeChange: [keepOnlyOnSignedTerms] },
          admin: {
            width: '50%',
            condition: (_data, siblingData) => isSignedTerm(siblingData),
          },
        },
      ],
    },
  ],
})
