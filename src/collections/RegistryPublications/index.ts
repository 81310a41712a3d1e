import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { publicationFields } from '@/fields/publicationFields'
import { publicationSummary } from '@/hooks/publicationSummary'

/**
 * Publications of one member registry. The office reaches them from the
 * registry's page (a join field lists and adds them with the registry chosen).
 */
export const RegistryPublications = contentCollection({
  slug: 'registry-publications',
  labels: {
    singular: tr('Publicação de registro', 'Publicación de registro', 'Registry publication'),
    plural: tr('Publicações de registros', 'Publicaciones de registros', 'Registry publications'),
  },
  admin: {
    group: groups.publications,
    useAsTitle: 'summary',
    defaultColumns: ['registry', 'summary', 'year'],
    listSearchableFields: ['summary', 'doi', 'pmid'],
    description: tr(
      'Escolha primeiro o registro: abra o registro membro e adicione as publicações na aba "Publicações".',
      'Elija primero el registro: abra el registro miembro y agregue las publicaciones en la pestaña "Publicaciones".',
      'Choose the registry first: open the member registry and add publications in its "Publications" tab.',
    ),
  },
  defaultSort: '-year',
  hooks: { beforeChange: [publicationSummary] },
  fields: publicationFields(true),
})
