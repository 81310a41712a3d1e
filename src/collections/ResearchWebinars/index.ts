import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { visibleOrAdmin } from '@/access'
import { documentList } from '@/fields/documentList'
import { meetingLinksRow } from '@/fields/meetingLinks'
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
    defaultColumns: ['name', 'date', 'project', 'isVisible'],
    listSearchableFields: ['name'],
  },
  defaultSort: '-date',
  access: { read: visibleOrAdmin },
  fields: [
    ...webinarScheduleFields,
    meetingLinksRow(),
    {
      name: 'project',
      type: 'relationship',
      relationTo: 'projects',
      label: tr('Projeto discutido', 'Proyecto discutido', 'Discussed project'),
      admin: {
        description: tr(
          'O site liga o webinar à página do projeto.',
          'El sitio enlaza el webinar con la página del proyecto.',
          'The site links the webinar to the project page.',
        ),
      },
    },
    {
      // Kept for projects without a page on this site (proposals, other networks' studies).
      name: 'discussedProject',
      type: 'text',
      localized: true,
      label: tr(
        'Projeto discutido (sem página no site)',
        'Proyecto discutido (sin página en el sitio)',
        'Discussed project (no page on the site)',
      ),
      admin: {
        condition: (_data, siblingData) => !siblingData?.project,
        description: tr(
          'Somente quando o projeto não tem página neste site.',
          'Solo cuando el proyecto no tiene página en este sitio.',
          'Only when the project has no page on this site.',
        ),
      },
    },
    documentList('media'),
    { name: 'minutes', type: 'upload', relationTo: 'media', label: tr('Ata', 'Acta', 'Minutes') },
  ],
})
