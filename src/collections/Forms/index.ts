import { memberDocumentCollection } from '../memberDocumentCollection'
import { tr } from '@/i18n/locales'

export const Forms = memberDocumentCollection({
  slug: 'forms',
  labels: { singular: tr('Formulário', 'Formulario', 'Form'), plural: tr('Formulários', 'Formularios', 'Forms') },
})
