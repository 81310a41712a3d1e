import { contentCollection } from '../contentCollection'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { countryField } from '@/fields/countryField'
import { richText } from '@/fields/richText'
import { yearBounds } from '@/fields/yearRange'

export const Coordinations = contentCollection({
  slug: 'coordinations',
  labels: {
    singular: tr('Coordenação', 'Coordinación', 'Coordination'),
    plural: tr('Coordenações', 'Coordinaciones', 'Coordinations'),
  },
  admin: {
    group: groups.network,
    useAsTitle: 'name',
    defaultColumns: ['name', 'startYear', 'endYear'],
    listSearchableFields: ['name'],
  },
  defaultSort: '-startYear',
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      label: tr('Nome', 'Nombre', 'Name'),
    },
    richText('description', tr('Descrição', 'Descripción', 'Description')),
    {
      type: 'row',
      fields: [
        {
          name: 'startYear',
          type: 'number',
          required: true,
          ...yearBounds,
          label: tr('Ano de início', 'Año de inicio', 'Start year'),
        },
        {
          name: 'endYear',
          type: 'number',
          ...yearBounds,
          label: tr('Ano de término', 'Año de término', 'End year'),
        },
      ],
    },
    {
      name: 'members',
      type: 'array',
      label: tr('Membros', 'Miembros', 'Members'),
      labels: {
        singular: tr('Membro', 'Miembro', 'Member'),
        plural: tr('Membros', 'Miembros', 'Members'),
      },
      fields: [
        { name: 'name', type: 'text', required: true, label: tr('Nome', 'Nombre', 'Name') },
        { name: 'email', type: 'email', label: tr('E-mail', 'Correo electrónico', 'Email') },
        countryField(),
        { name: 'role', type: 'text', localized: true, label: tr('Função', 'Función', 'Role') },
      ],
    },
  ],
})
