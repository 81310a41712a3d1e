import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { documentList } from '@/fields/documentList'
import { dayPicker } from '@/fields/dateFormats'
import { meetingLinksRow } from '@/fields/meetingLinks'
import { endDateField } from '@/fields/endDate'

export const AnnualMeetings = contentCollection({
  slug: 'annual-meetings',
  labels: {
    singular: tr('Encontro anual', 'Encuentro anual', 'Annual meeting'),
    plural: tr('Encontros anuais', 'Encuentros anuales', 'Annual meetings'),
  },
  admin: {
    group: groups.meetings,
    useAsTitle: 'name',
    defaultColumns: ['name', 'startDate', 'location'],
    listSearchableFields: ['name', 'location'],
  },
  defaultSort: '-startDate',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          label: tr('Data de início', 'Fecha de inicio', 'Start date'),
          admin: { date: dayPicker },
        },
        endDateField((meeting) => meeting.startDate),
        {
          name: 'time',
          type: 'text',
          label: tr('Horário', 'Horario', 'Time'),
          admin: { placeholder: '15:00–18:30' },
        },
      ],
    },
    { name: 'location', type: 'text', localized: true, label: tr('Local', 'Lugar', 'Location') },
    meetingLinksRow(),
    documentList('media', [
      {
        name: 'kind',
        type: 'select',
        required: true,
        defaultValue: 'program',
        label: tr('Tipo', 'Tipo', 'Kind'),
        options: [
          {
            value: 'program',
            label: tr('Programa ou pauta', 'Programa o agenda', 'Program or agenda'),
          },
          { value: 'minutes', label: tr('Ata', 'Acta', 'Minutes') },
          { value: 'final', label: tr('Documento final', 'Documento final', 'Final document') },
        ],
      },
    ]),
  ],
})
