import type { Field } from 'payload'
import { tr } from '@/i18n/locales'
import { urlField } from './urlField'

/** Citation, link and year: what a network or registry publication carries. */
export const publicationFields = (registryRequired: boolean): Field[] => [
  { name: 'citation', type: 'textarea', required: true, label: tr('Citação', 'Cita', 'Citation') },
  urlField('link', tr('Link', 'Enlace', 'Link')),
  {
    name: 'year',
    type: 'number',
    min: 1950,
    max: 2100,
    index: true,
    label: tr('Ano', 'Año', 'Year'),
  },
  {
    name: 'registry',
    type: 'relationship',
    relationTo: 'member-registries',
    required: registryRequired,
    index: true,
    label: tr('Registro', 'Registro', 'Registry'),
  },
]
