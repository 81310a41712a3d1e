import type { SelectField } from 'payload'
import { countries } from '@/lib/countries'
import { tr } from '@/i18n/locales'

export const countryField = (overrides: Partial<SelectField> = {}): SelectField =>
  ({
    name: 'country',
    type: 'select',
    label: tr('País', 'País', 'Country'),
    options: countries.map(({ value, label }) => ({ value, label })),
    ...overrides,
  }) as SelectField
