import type { NumberField, NumberFieldSingleValidation, RowField } from 'payload'
import { number } from 'payload/shared'
import { pick, tr, type Translated } from '@/i18n/locales'
import { YEAR_BOUNDS } from '@/lib/surveillance/input/query'

export const endYearBeforeStart = tr(
  'O ano de término não pode ser anterior ao ano de início.',
  'El año de término no puede ser anterior al año de inicio.',
  'The end year cannot be before the start year.',
)

/** The years the office may type: the same range as coordinations and registries. */
export const yearBounds = YEAR_BOUNDS

/** True when both years are known and the end comes first. */
export const endsBeforeStart = (start: unknown, end: unknown): boolean =>
  typeof start === 'number' && typeof end === 'number' && end < start

const year = (name: string, label: Translated, validate?: NumberFieldSingleValidation) =>
  ({
    name,
    type: 'number',
    ...yearBounds,
    label,
    admin: { width: '50%', step: 1 },
    ...(validate ? { validate } : {}),
  }) as NumberField

// A custom validation replaces Payload's own: run it first so the bounds still hold.
const validateEndYear: NumberFieldSingleValidation = (value, options) => {
  const base = number(value, options)
  if (base !== true) return base
  const start = (options.siblingData as { startYear?: unknown } | undefined)?.startYear
  return endsBeforeStart(start, value) ? pick(endYearBeforeStart, options.req.i18n?.language) : true
}

/** `startYear` and `endYear` side by side; an end year before the start is refused. */
export const yearRangeRow = (): RowField => ({
  type: 'row',
  fields: [
    year('startYear', tr('Ano de início', 'Año de inicio', 'Start year')),
    year('endYear', tr('Ano de término', 'Año de término', 'End year'), validateEndYear),
  ],
})
