import type { Field } from 'payload'
import { contentGlobal } from '../contentGlobal'
import { groups } from '@/collections/groups'
import { tr } from '@/i18n/locales'

const valueName = (name: string, label: ReturnType<typeof tr>): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'dataElement',
          type: 'text',
          maxLength: 64,
          label: tr('Elemento de dados', 'Elemento de datos', 'Data element'),
          admin: { width: '50%' },
        },
        {
          name: 'categoryOptionCombo',
          type: 'text',
          maxLength: 64,
          label: tr(
            'Combinação de categorias',
            'Combinación de categorías',
            'Category option combo',
          ),
          admin: { width: '50%' },
        },
      ],
    },
  ],
})

/**
 * How the network's numbers are named in DHIS2 and ADX files (docs/exchange.md). A blank takes
 * the demonstration name (exchange/mapping.ts), which exports say they use.
 */
export const ExchangeMapping = contentGlobal({
  slug: 'exchange-mapping',
  label: tr('Mapeamento DHIS2/ADX', 'Mapeo DHIS2/ADX', 'DHIS2/ADX mapping'),
  access: { read: ({ req }) => Boolean(req.user) },
  admin: {
    group: groups.data,
    description: tr(
      'Identificadores do DHIS2 do ministério para cada valor exportado e importado. Em branco: um identificador de demonstração (RelamcA0001…), que não existe em nenhum DHIS2.',
      'Identificadores del DHIS2 del ministerio para cada valor exportado e importado. En blanco: un identificador de demostración (RelamcA0001…), que no existe en ningún DHIS2.',
      'The ministry’s DHIS2 identifiers of each value exported and imported. Blank: a demonstration identifier (RelamcA0001…), which exists in no DHIS2.',
    ),
  },
  fields: [
    {
      name: 'dataSet',
      type: 'text',
      maxLength: 64,
      label: tr('Conjunto de dados', 'Conjunto de datos', 'Data set'),
    },
    valueName('liveBirths', tr('Nascidos vivos', 'Nacidos vivos', 'Live births')),
    valueName('stillbirths', tr('Natimortos', 'Mortinatos', 'Stillbirths')),
    valueName(
      'totalBirths',
      tr(
        'Nascimentos (total, só exportado)',
        'Nacimientos (total, solo exportado)',
        'Births (total, export only)',
      ),
    ),
    {
      name: 'anomalies',
      type: 'array',
      label: tr('Anomalias', 'Anomalías', 'Anomalies'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'malformation',
              type: 'number',
              required: true,
              min: 1,
              label: tr('Número da anomalia', 'Número de la anomalía', 'Anomaly number'),
              admin: { width: '20%' },
            },
            {
              name: 'dataElement',
              type: 'text',
              maxLength: 64,
              label: tr('Elemento de dados', 'Elemento de datos', 'Data element'),
              admin: { width: '40%' },
            },
            {
              name: 'categoryOptionCombo',
              type: 'text',
              maxLength: 64,
              label: tr(
                'Combinação de categorias',
                'Combinación de categorías',
                'Category option combo',
              ),
              admin: { width: '40%' },
            },
          ],
        },
      ],
    },
    {
      name: 'orgUnits',
      type: 'array',
      label: tr('Unidades organizacionais', 'Unidades organizativas', 'Organisation units'),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'registry',
              type: 'text',
              required: true,
              maxLength: 32,
              label: tr('Código do registro', 'Código del registro', 'Registry code'),
              admin: { width: '40%' },
            },
            {
              name: 'orgUnit',
              type: 'text',
              maxLength: 64,
              label: tr('Unidade organizacional', 'Unidad organizativa', 'Organisation unit'),
              admin: { width: '60%' },
            },
          ],
        },
      ],
    },
  ],
})
