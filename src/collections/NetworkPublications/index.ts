import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { publicationFields } from '@/fields/publicationFields'

export const NetworkPublications = contentCollection({
  slug: 'network-publications',
  labels: {
    singular: tr('Publicação da rede', 'Publicación de la red', 'Network publication'),
    plural: tr('Publicações da rede', 'Publicaciones de la red', 'Network publications'),
  },
  admin: {
    group: groups.publications,
    useAsTitle: 'citation',
    defaultColumns: ['citation', 'year'],
    listSearchableFields: ['citation'],
  },
  defaultSort: '-year',
  fields: publicationFields(false),
})
