import { isLoggedIn } from '@/access'
import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { documentList } from '@/fields/documentList'
import { dayPicker } from '@/fields/dateFormats'

export const FormUpdates = contentCollection({
  slug: 'form-updates',
  labels: {
    singular: tr('Atualização de formulário', 'Actualización de formulario', 'Form update'),
    plural: tr('Atualizações de formulários', 'Actualizaciones de formularios', 'Form updates'),
  },
  admin: {
    group: groups.members,
    useAsTitle: 'title',
    defaultColumns: ['title', 'date'],
    listSearchableFields: ['title'],
  },
  defaultSort: '-date',
  access: { read: isLoggedIn },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Título', 'Título', 'Title'),
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: tr('Descrição', 'Descripción', 'Description'),
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      label: tr('Data', 'Fecha', 'Date'),
      admin: { date: dayPicker },
    },
    documentList('member-files'),
  ],
})
