import type { DateField } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { dayPicker } from './dateFormats'

export const invalidDisplayDate = tr(
  'Insira uma data válida ou deixe o campo em branco.',
  'Introduzca una fecha válida o deje el campo en blanco.',
  'Enter a valid date or leave the field blank.',
)

/** True for blank, or for a real calendar date (2026-02-30 is refused). */
export function isValidOptionalDate(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value !== 'string') return false
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim())
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** An optional date shown to visitors instead of the reference date. */
export const displayDateField: DateField = {
  name: 'displayDate',
  type: 'date',
  label: tr('Data exibida', 'Fecha mostrada', 'Display date'),
  admin: { date: dayPicker },
  // A blank field is "no display date": store null, never an empty string that is no date.
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value),
    ],
  },
  validate: (value, { req }) =>
    isValidOptionalDate(value) ? true : pick(invalidDisplayDate, req.i18n?.language),
}
