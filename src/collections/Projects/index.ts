import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { documentList } from '@/fields/documentList'
import { linkList } from '@/fields/linkList'
import { richText } from '@/fields/richText'
import { slugField } from '@/fields/slugField'
import { yearRangeRow } from '@/fields/yearRange'

export const Projects = contentCollection({
  slug: 'projects',
  labels: {
    singular: tr('Projeto', 'Proyecto', 'Project'),
    plural: tr('Projetos', 'Proyectos', 'Projects'),
  },
  admin: {
    group: groups.projects,
    useAsTitle: 'title',
    defaultColumns: ['title', 'startYear', 'endYear', 'isCompleted', 'slug'],
    listSearchableFields: ['title', 'slug'],
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
    {
      name: 'subtitle',
      type: 'text',
      localized: true,
      label: tr('Subtítulo', 'Subtítulo', 'Subtitle'),
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: tr('Imagem', 'Imagen', 'Image'),
    },
    yearRangeRow(),
    richText('description', tr('Descrição', 'Descripción', 'Description')),
    {
      name: 'proponents',
      type: 'array',
      label: tr('Proponentes', 'Proponentes', 'Proponents'),
      labels: {
        singular: tr('Proponente', 'Proponente', 'Proponent'),
        plural: tr('Proponentes', 'Proponentes', 'Proponents'),
      },
      fields: [{ name: 'name', type: 'text', required: true, label: tr('Nome', 'Nombre', 'Name') }],
    },
    {
      name: 'registries',
      type: 'relationship',
      relationTo: 'member-registries',
      hasMany: true,
      label: tr('Registros participantes', 'Registros participantes', 'Participating registries'),
    },
    linkList(),
    {
      ...documentList('media', [], 'attachments'),
      label: tr('Anexos', 'Anexos', 'Attachments'),
      labels: {
        singular: tr('Anexo', 'Anexo', 'Attachment'),
        plural: tr('Anexos', 'Anexos', 'Attachments'),
      },
    },
    {
      name: 'isCompleted',
      type: 'checkbox',
      defaultValue: false,
      label: tr('Concluído', 'Finalizado', 'Finished'),
      admin: { position: 'sidebar' },
    },
    slugField('title'),
  ],
})
