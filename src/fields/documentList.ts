import type { ArrayField, Field } from 'payload'
import { tr } from '@/i18n/locales'

/** A list of attached files, each with a description the visitor reads. */
export const documentList = (
  relationTo: 'media' | 'member-files',
  extraFields: Field[] = [],
  name = 'documents',
): ArrayField => ({
  name,
  type: 'array',
  label: tr('Documentos', 'Documentos', 'Documents'),
  labels: {
    singular: tr('Documento', 'Documento', 'Document'),
    plural: tr('Documentos', 'Documentos', 'Documents'),
  },
  fields: [
    ...extraFields,
    {
      name: 'description',
      type: 'text',
      localized: true,
      label: tr('Descrição', 'Descripción', 'Description'),
    },
    {
      name: 'file',
      type: 'upload',
      relationTo,
      required: true,
      label: tr('Arquivo', 'Archivo', 'File'),
    },
  ],
})
