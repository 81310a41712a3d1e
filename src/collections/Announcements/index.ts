import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { richText } from '@/fields/richText'
import { dayPicker } from '@/fields/dateFormats'

export const Announcements = contentCollection({
  slug: 'announcements',
  labels: {
    singular: tr('Informe', 'Informe', 'Announcement'),
    plural: tr('Informes', 'Informes', 'Announcements'),
  },
  admin: {
    group: groups.data,
    useAsTitle: 'title',
    defaultColumns: ['title', 'date'],
    listSearchableFields: ['title'],
  },
  defaultSort: '-date',
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Título', 'Título', 'Title'),
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: tr('Data', 'Fecha', 'Date'),
      admin: { date: dayPicker },
    },
    richText('body', tr('Texto', 'Texto', 'Body')),
  ],
})
