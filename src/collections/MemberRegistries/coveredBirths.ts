import type { ArrayField } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { yearBounds } from '@/fields/yearRange'

export const repeatedYear = tr(
  'Cada ano aparece uma só vez.',
  'Cada año aparece una sola vez.',
  'Each year can appear only once.',
)

/** True when two rows give births for the same year. */
export const hasRepeatedYear = (rows: unknown): boolean => {
  const years = (Array.isArray(rows) ? rows : [])
    .map((row) => (row as { year?: unknown } | null)?.year)
    .filter((year) => typeof year === 'number')
  return new Set(years).size !== years.length
}

/**
 * The births a registry covers, one row per year (it replaced the single 2017 figure; the
 * migration copied that figure into a 2017 row).
 */
export const coveredBirthsField: ArrayField = {
  name: 'coveredBirths',
  type: 'array',
  label: tr(
    'Nascimentos cobertos por ano',
    'Nacimientos cubiertos por año',
    'Covered births by year',
  ),
  labels: {
    singular: tr('Ano', 'Año', 'Year'),
    plural: tr('Anos', 'Años', 'Years'),
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
          name: 'births',
          type: 'number',
          required: true,
          min: 0,
          label: tr('Nascimentos', 'Nacimientos', 'Births'),
          admin: { width: '50%' },
        },
      ],
    },
  ],
}
