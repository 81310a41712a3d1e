import type { DateField } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { dayPicker } from './dateFormats'
import { invalidDisplayDate, isValidOptionalDate } from './displayDate'

export const endDateBeforeStart = tr(
  'A data de término não pode ser anterior à data de início.',
  'La fecha de término no puede ser anterior a la fecha de inicio.',
  'The end date cannot be before the start date.',
)

/** The UTC calendar day of a stored date, or null: days are compared, never times of day. */
const dayOf = (value: unknown): number | null => {
  if (!(typeof value === 'string' || value instanceof Date)) return null
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** True when both dates are known and the end falls on an earlier day than the start. */
export const endsBeforeStartDay = (start: unknown, end: unknown): boolean => {
  const [from, to] = [dayOf(start), dayOf(end)]
  return from !== null && to !== null && to < from
}

/**
 * An optional last day of something that starts on `startOf(siblingData)`: blank is stored as
 * null, a date that does not exist is refused, and so is an end before the start.
 */
export const endDateField = (
  startOf: (siblingData: Record<string, unknown>) => unknown,
): DateField => ({
  name: 'endDate',
  type: 'date',
  label: tr('Data de término', 'Fecha de término', 'End date'),
  admin: { date: dayPicker },
  hooks: {
    beforeValidate: [
      ({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value),
    ],
  },
  validate: (value, { req, siblingData }) => {
    const language = req.i18n?.language
    if (!isValidOptionalDate(value)) return pick(invalidDisplayDate, language)
    return endsBeforeStartDay(startOf((siblingData ?? {}) as Record<string, unknown>), value)
      ? pick(endDateBeforeStart, language)
      : true
  },
})
