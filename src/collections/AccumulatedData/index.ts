import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'

export const AccumulatedData = contentCollection({
  slug: 'accumulated-data',
  labels: {
    singular: tr('Dado acumulado', 'Dato acumulado', 'Accumulated data'),
    plural: tr('Dados acumulados', 'Datos acumulados', 'Accumulated data'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'name',
    defaultColumns: ['name', 'document'],
    listSearchableFields: ['name'],
  },
  // The office's order, by dragging in the list (lib/ordering); public lists follow it.
  orderable: true,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    {
      name: 'document',
      type: 'upload',
      relationTo: 'media',
      label: tr('Documento', 'Documento', 'Document'),
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: tr('Descrição', 'Descripción', 'Description'),
    },
  ],
})
