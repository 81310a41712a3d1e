import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { publicationGroups } from '@/lib/publicationGroups'

export const PublicationQueries = contentCollection({
  slug: 'publication-queries',
  labels: {
    singular: tr('Consulta de publicações', 'Consulta de publicaciones', 'Publication query'),
    plural: tr('Consultas de publicações', 'Consultas de publicaciones', 'Publication queries'),
  },
  admin: {
    group: groups.publications,
    useAsTitle: 'subgroup',
    defaultColumns: ['subgroup', 'group', 'query'],
    listSearchableFields: ['subgroup', 'query'],
  },
  defaultSort: 'subgroup',
  fields: [
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'others',
      label: tr('Grupo', 'Grupo', 'Group'),
      options: publicationGroups,
    },
    {
      name: 'subgroup',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Subgrupo', 'Subgrupo', 'Subgroup'),
    },
    {
      name: 'query',
      type: 'textarea',
      required: true,
      label: tr('Consulta', 'Consulta', 'Query'),
      admin: {
        description: tr(
          'Consulta ou endereço de busca (por exemplo, no PubMed).',
          'Consulta o dirección de búsqueda (por ejemplo, en PubMed).',
          'Search query or address (for example, on PubMed).',
        ),
      },
    },
  ],
})
