import { tr } from '@/i18n/locales'

export const publicationGroups = [
  { value: 'network', label: tr('Rede', 'Red', 'Network') },
  {
    value: 'latin-american-registries',
    label: tr(
      'Registros latino-americanos',
      'Registros latinoamericanos',
      'Latin American registries',
    ),
  },
  { value: 'others', label: tr('Outras', 'Otras', 'Others') },
]
