import type { FieldHook } from 'payload'
import { warningText } from '@/lib/surveillance/submissions/warningText'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/** A stored warning (code and figures) read as a sentence in the reader's language. */
export const translateWarning: FieldHook = ({ siblingData, req }) => {
  const code = typeof siblingData?.code === 'string' ? siblingData.code : null
  if (!code) return null
  const params =
    siblingData.params && typeof siblingData.params === 'object'
      ? (siblingData.params as Record<string, string | number>)
      : {}
  return warningText(surveillanceTranslator(req.locale ?? req.i18n?.language), { code, params })
}
