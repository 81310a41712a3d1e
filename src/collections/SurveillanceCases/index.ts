import type { CollectionConfig } from 'payload'
import { acceptedDataReads, registryDataVersionReads } from '@/lib/surveillance/disclosure'
import { readAccess, readVersionsAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { countField } from '@/fields/countField'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import { acceptedDataFields, acceptedDataHooks, noDirectWrites } from './acceptedData'

/**
 * Accepted cases, one row per registry × malformation × month, written only
 * when the office accepts a submission. Null: not available; 0: no case.
 */
export const SurveillanceCases: CollectionConfig = withBoundedReads({
  slug: 'surveillance-cases',
  labels: {
    singular: tr('Casos aceitos', 'Casos aceptados', 'Accepted cases'),
    plural: tr('Casos aceitos', 'Casos aceptados', 'Accepted cases'),
  },
  admin: {
    group: groups.data,
    defaultColumns: ['registry', 'malformation', 'month', 'cases'],
  },
  defaultSort: 'month',
  access: {
    read: readAccess(acceptedDataReads),
    readVersions: readVersionsAccess(registryDataVersionReads),
    ...noDirectWrites,
  },
  hooks: acceptedDataHooks,
  indexes: [
    { fields: ['registry', 'malformation', 'month'], unique: true },
    { fields: ['malformation', 'month'] },
  ],
  fields: [
    ...acceptedDataFields.head,
    {
      name: 'malformation',
      type: 'relationship',
      relationTo: 'malformations',
      required: true,
      index: true,
      admin: { readOnly: true },
      label: tr('Anomalia', 'Anomalía', 'Anomaly'),
    },
    countField('cases', tr('Casos', 'Casos', 'Cases'), { readOnly: true }),
    // Derived from case records only: null for a semester sent as monthly counts.
    countField(
      'liveBirthCases',
      tr('Casos nascidos vivos', 'Casos nacidos vivos', 'Live-birth cases'),
      {
        readOnly: true,
      },
    ),
    countField(
      'fetalDeathCases',
      tr('Casos óbitos fetais', 'Casos muertes fetales', 'Fetal-death cases'),
      {
        readOnly: true,
      },
    ),
    countField(
      'topfaCases',
      tr('Casos de interrupção por anomalia', 'Casos de interrupción por anomalía', 'TOPFA cases'),
      {
        readOnly: true,
      },
    ),
    ...acceptedDataFields.tail,
  ],
})
