import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { visibleOrAdmin } from '@/access'
import { richText } from '@/fields/richText'
import { documentList } from '@/fields/documentList'
import { meetingLinksRow } from '@/fields/meetingLinks'
import { webinarScheduleFields } from '@/fields/webinarSchedule'

export const OperationalWebinars = contentCollection({
  slug: 'operational-webinars',
  labels: {
    singular: tr('Webinar operacional', 'Webinar operativo', 'Operational webinar'),
    plural: tr('Webinars operacionais', 'Webinars operativos', 'Operational webinars'),
  },
  admin: {
    group: groups.meetings,
    useAsTitle: 'name',
    defaultColumns: ['name', 'date', 'isVisible'],
    listSearchableFields: ['name'],
  },
  defaultSort: '-date',
  access: { read: visibleOrAdmin },
  fields: [
    ...webinarScheduleFields,
    meetingLinksRow(),
    richText('agenda', tr('Pauta', 'Agenda', 'Agenda')),
    documentList('media'),
    { name: 'minutes', type: 'upload', relationTo: 'media', label: tr('Ata', 'Acta', 'Minutes') },
  ],
})
