import { memberDocumentCollection } from '../memberDocumentCollection'
import { tr } from '@/i18n/locales'

export const Manuals = memberDocumentCollection({
  slug: 'manuals',
  labels: {
    singular: tr('Manual', 'Manual', 'Manual'),
    plural: tr('Manuais', 'Manuales', 'Manuals'),
  },
})
