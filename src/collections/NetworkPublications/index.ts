import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { publicationFields } from '@/fields/publicationFields'
import { publicationSummary } from '@/hooks/publicationSummary'

export const NetworkPublications = contentCollection({
  slug: 'network-publications',
  labels: {
    singular: tr('Publicação da rede', 'Publicación de la red', 'Network publication'),
    plural: tr('Publicações da rede', 'Publicaciones de la red', 'Network publications'),
  },
  admin: {
    group: groups.publications,
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'year', 'type'],
    listSearchableFields: ['summary', 'doi', 'pmid'],
  },
  defaultSort: '-year',
  hooks: { beforeChange: [publicationSummary] },
  fields: publicationFields(false),
})
