import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { visibleOrAdmin } from '@/access'
import { webinarScheduleFields } from '@/fields/webinarSchedule'

export const ResearchWebinars = contentCollection({
  slug: 'research-webinars',
  labels: {
    singular: tr('Webinar de pesquisa', 'Webinar de investigación', 'Research webinar'),
    plural: tr('Webinars de pesquisa', 'Webinars de investigación', 'Research webinars'),
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
    {
      name: 'discussedProject',
      type: 'text',
      localized: true,
      label: tr('Projeto discutido', 'Proyecto discutido', 'Discussed project'),
    },
    { name: 'minutes', type: 'upload', relationTo: 'media', label: tr('Ata', 'Acta', 'Minutes') },
  ],
})
