import type { TextareaField } from 'payload'
import { pick, tr, type Translated } from '@/i18n/locales'
import { parseCodeList } from '@/lib/surveillance/caseRecords/codes'

const invalidCodeList = tr(
  'Informe códigos CID-10 como Q02, Q00.0 ou Q20-Q26, separados por vírgulas.',
  'Indique códigos CIE-10 como Q02, Q00.0 o Q20-Q26, separados por comas.',
  'Enter ICD-10 codes such as Q02, Q00.0 or Q20-Q26, separated by commas.',
)
const emptyCodeList = tr(
  'Informe ao menos um código CID-10.',
  'Indique al menos un código CIE-10.',
  'Enter at least one ICD-10 code.',
)

/**
 * A list of ICD-10 codes and ranges as the malformations' `icd10` field writes them
 * ('Q20-Q26, Q00.0'), checked by the same reader the groups use.
 */
export function codeListField(
  name: string,
  label: Translated,
  options: { required?: boolean; defaultValue?: string; description?: Translated } = {},
): TextareaField {
  return {
    name,
    type: 'textarea',
    label,
    required: options.required ?? false,
    ...(options.defaultValue !== undefined ? { defaultValue: options.defaultValue } : {}),
    admin: {
      rows: 2,
      placeholder: 'Q20-Q26, Q00.0',
      ...(options.description ? { description: options.description } : {}),
    },
    validate: (value: string | null | undefined, { req }) => {
      const ranges = parseCodeList(value ?? '')
      if (!ranges) return pick(invalidCodeList, req.i18n?.language)
      if (options.required && ranges.length === 0) return pick(emptyCodeList, req.i18n?.language)
      return true
    },
  }
}
