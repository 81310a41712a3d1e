import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { displayDateField } from '@/fields/displayDate'
import { safeLinkField } from '@/fields/safeLink'
import { dayPicker } from '@/fields/dateFormats'
import { endDateField } from '@/fields/endDate'

export const Events = contentCollection({
  slug: 'events',
  labels: { singular: tr('Evento', 'Evento', 'Event'), plural: tr('Eventos', 'Eventos', 'Events') },
  admin: {
    group: groups.meetings,
    useAsTitle: 'name',
    defaultColumns: ['name', 'place', 'referenceDate', 'endDate'],
    listSearchableFields: ['name', 'place'],
  },
  defaultSort: '-referenceDate',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    { name: 'place', type: 'text', localized: true, label: tr('Local', 'Lugar', 'Place') },
    {
      name: 'referenceDate',
      type: 'date',
      required: true,
      index: true,
      label: tr('Data de referência', 'Fecha de referencia', 'Reference date'),
      admin: {
        date: dayPicker,
        description: tr(
          'Ordena a lista de eventos.',
          'Ordena la lista de eventos.',
          'Orders the list of events.',
        ),
      },
    },
    displayDateField,
    // The last day of an event of several days; it starts on the day visitors read.
    endDateField((event) => event.displayDate || event.referenceDate),
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: tr('Descrição', 'Descripción', 'Description'),
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: tr('Imagem', 'Imagen', 'Image') },
    safeLinkField('link', tr('Link', 'Enlace', 'Link')),
  ],
})
