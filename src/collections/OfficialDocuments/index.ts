import { memberDocumentCollection } from '../memberDocumentCollection'
import { tr } from '@/i18n/locales'
import { officialDocumentTypes } from '@/lib/officialDocumentTypes'

export const OfficialDocuments = memberDocumentCollection({
  slug: 'official-documents',
  labels: {
    singular: tr('Documento oficial', 'Documento oficial', 'Official document'),
    plural: tr('Documentos oficiais', 'Documentos oficiales', 'Official documents'),
  },
  extraFields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: tr('Tipo', 'Tipo', 'Type'),
      options: officialDocumentTypes,
    },
  ],
})
