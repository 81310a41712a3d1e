import type { CollectionConfig } from 'payload'
import { tr } from '@/i18n/locales'
import { releaseTableReads } from '@/lib/surveillance/disclosure'
import { readAccess } from '@/lib/surveillance/data/collectionAccess'

const never = () => false

/**
 * One anomaly's frozen figures in a release (`surveillance-releases`): its grid rows as accepted
 * when published, the keys withheld from the public, the tables the next release's suppression
 * must account for, and the case views' numbers. Exact numbers: read and written by server code
 * only (the disclosure module reads them for the public answers), never through the API.
 */
export const SurveillanceReleaseTables: CollectionConfig = {
  slug: 'surveillance-release-tables',
  labels: {
    singular: tr('Tabela publicada', 'Tabla publicada', 'Released table'),
    plural: tr('Tabelas publicadas', 'Tablas publicadas', 'Released tables'),
  },
  admin: { hidden: true },
  access: { read: readAccess(releaseTableReads), create: never, update: never, delete: never },
  indexes: [{ fields: ['release', 'malformation'], unique: true }],
  fields: [
    {
      name: 'release',
      type: 'relationship',
      relationTo: 'surveillance-releases',
      required: true,
      index: true,
    },
    { name: 'malformation', type: 'number', required: true, index: true },
    /** Every grid row (registries and network, semesters and years) before withholding. */
    { name: 'rows', type: 'json', required: true },
    /** The grid's cell keys withheld from the public. */
    { name: 'withheld', type: 'json', required: true },
    /** Per year: every number published and its relations, with the withheld keys. */
    { name: 'audit', type: 'json', required: true },
    /** Per year: the case views' breakdowns, live births and withheld breakdown keys. */
    { name: 'caseViews', type: 'json', required: true },
    /** Every registry's accepted months: the network's monitoring for readers without exact numbers. */
    { name: 'months', type: 'json' },
  ],
}
