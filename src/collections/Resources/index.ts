import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { richText } from '@/fields/richText'
import { urlField } from '@/fields/urlField'

export const Resources = contentCollection({
  slug: 'resources',
  labels: {
    singular: tr('Recurso', 'Recurso', 'Resource'),
    plural: tr('Recursos', 'Recursos', 'Resources'),
  },
  admin: {
    group: groups.projects,
    useAsTitle: 'title',
    defaultColumns: ['title', 'isNetworkResource', 'link'],
    listSearchableFields: ['title'],
  },
  // The office's order, by dragging in the list (lib/ordering); public lists follow it.
  orderable: true,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Título', 'Título', 'Title'),
    },
    richText('description', tr('Descrição', 'Descripción', 'Description')),
    urlField('link', tr('Link', 'Enlace', 'Link')),
    {
      name: 'isNetworkResource',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Recurso da rede', 'Recurso de la red', 'Network resource'),
      admin: {
        position: 'sidebar',
        description: tr(
          'Recursos da rede têm página própria em /recursos/{id} e aparecem no menu.',
          'Los recursos de la red tienen página propia en /recursos/{id} y aparecen en el menú.',
          'Network resources get their own page at /recursos/{id} and appear in the menu.',
        ),
      },
    },
  ],
})
