import { memberDocumentCollection } from '../memberDocumentCollection'
import { tr } from '@/i18n/locales'

export const Forms = memberDocumentCollection({
  slug: 'forms',
  labels: {
    singular: tr('Formulário', 'Formulario', 'Form'),
    plural: tr('Formulários', 'Formularios', 'Forms'),
  },
  // "Form" would clash in GraphQL with the form-updates types (FormUpdate...).
  graphQL: { singularName: 'DataForm', pluralName: 'DataForms' },
})
