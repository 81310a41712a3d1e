import type { ArrayField } from 'payload'
import { isAdminField } from '@/access'
import { pick, tr } from '@/i18n/locales'
import { yearBounds } from '@/fields/yearRange'
import { hasRepeatedYear, repeatedYear } from './coveredBirths'

/**
 * The live births of the registry's target population (its whole catchment area, facilities
 * outside the surveillance included), one row per year, as the office records them from official
 * statistics: the denominator of the WHO kit's coverage indicator (BDS.IND.38). Only the office
 * writes them.
 */
export const targetPopulationBirthsField: ArrayField = {
  name: 'targetPopulationBirths',
  type: 'array',
  // Postgres cuts identifiers at 63 characters: the versions' table names would exceed it.
  dbName: 'target_births',
  access: { create: isAdminField, update: isAdminField },
  label: tr(
    'Nascidos vivos da população-alvo por ano',
    'Nacidos vivos de la población objetivo por año',
    'Target-population live births by year',
  ),
  labels: { singular: tr('Ano', 'Año', 'Year'), plural: tr('Anos', 'Años', 'Years') },
  admin: {
    description: tr(
      'Todos os nascidos vivos da área do registro (fonte oficial), dentro e fora dos estabelecimentos vigiados: denominador da cobertura (indicador OMS BDS.IND.38).',
      'Todos los nacidos vivos del área del registro (fuente oficial), dentro y fuera de los establecimientos vigilados: denominador de la cobertura (indicador OMS BDS.IND.38).',
      "All live births of the registry's area (official source), inside and outside the facilities under surveillance: the denominator of coverage (WHO indicator BDS.IND.38).",
    ),
  },
  validate: (rows, { req }) =>
    hasRepeatedYear(rows) ? pick(repeatedYear, req.i18n?.language) : true,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'year',
          type: 'number',
          required: true,
          ...yearBounds,
          label: tr('Ano', 'Año', 'Year'),
          admin: { width: '50%', step: 1 },
        },
        {
          name: 'liveBirths',
          type: 'number',
          required: true,
          min: 0,
          label: tr('Nascidos vivos', 'Nacidos vivos', 'Live births'),
          admin: { width: '50%', step: 1 },
        },
      ],
    },
  ],
}
