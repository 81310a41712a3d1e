import type { NumberField } from 'payload'
import type { Translated } from '@/i18n/locales'
import { readCount } from '@/lib/surveillance/input/readCount'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/present/translate'

/**
 * A whole number of births or cases. Not required means a blank is allowed and
 * stored as null ("not available"), which is different from 0 ("no case").
 */
export const countField = (
  name: string,
  label: Translated,
  options: {
    required?: boolean
    positive?: boolean
    description?: Translated
    readOnly?: boolean
    width?: string
  } = {},
): NumberField => ({
  name,
  type: 'number',
  label,
  required: options.required,
  min: options.positive ? 1 : 0,
  admin: {
    step: 1,
    description: options.description,
    readOnly: options.readOnly,
    width: options.width,
  },
  validate: (
    value: number | number[] | null | undefined,
    { req }: { req: { i18n?: { language?: string } } },
  ) => {
    const t = surveillanceTranslator(req.i18n?.language)
    if (value === null || value === undefined) return options.required ? t('issues.required') : true
    const reading = readCount(value)
    if (reading.kind === 'invalid') return issueText(t, { code: reading.code })
    if (reading.kind === 'count' && options.positive && reading.value === 0)
      return t('issues.notPositive')
    return true
  },
})
