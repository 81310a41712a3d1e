import type { CollectionConfig } from 'payload'
import { acceptedDataReads, registryDataVersionReads } from '@/lib/surveillance/disclosure'
import { readAccess, readVersionsAccess } from '@/lib/surveillance/data/collectionAccess'
import { withBoundedReads } from '@/hooks/boundReads'
import { countField } from '@/fields/countField'
import { groups } from '../groups'
import { tr } from '@/i18n/locales'
import {
  acceptedDataFields,
  acceptedDataHooks,
  noDirectWrites,
} from '../SurveillanceCases/acceptedData'

/**
 * Accepted births, one row per registry × month, written only when the office
 * accepts a submission. Null: not available; 0: none. The analyses read this.
 */
export const SurveillanceBirths: CollectionConfig = withBoundedReads({
  slug: 'surveillance-births',
  labels: {
    singular: tr('Nascimentos aceitos', 'Nacimientos aceptados', 'Accepted births'),
    plural: tr('Nascimentos aceitos', 'Nacimientos aceptados', 'Accepted births'),
  },
  admin: {
    group: groups.data,
    defaultColumns: ['registry', 'month', 'liveBirths', 'stillbirths'],
  },
  defaultSort: 'month',
  access: {
    read: readAccess(acceptedDataReads),
    readVersions: readVersionsAccess(registryDataVersionReads),
    ...noDirectWrites,
  },
  hooks: acceptedDataHooks,
  indexes: [{ fields: ['registry', 'month'], unique: true }],
  fields: [
    ...acceptedDataFields.head,
    countField('liveBirths', tr('Nascidos vivos', 'Nacidos vivos', 'Live births'), {
      readOnly: true,
    }),
    countField('stillbirths', tr('Natimortos', 'Mortinatos', 'Stillbirths'), { readOnly: true }),
    ...acceptedDataFields.tail,
  ],
})
