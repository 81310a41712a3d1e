import type { Locale } from '@/i18n/locales'
import { caseFileTerm } from './caseFileValues'

/**
 * The coded values the case-records page's instructions name, in the page's language: the very
 * words of the template's data dictionary (caseFileValues), so the two never disagree.
 */
export function caseTemplateWords(locale: Locale): Record<string, string> {
  const term = (column: Parameters<typeof caseFileTerm>[0], code: string) =>
    caseFileTerm(column, code, locale)
  return {
    liveBirth: term('outcome', 'live-birth'),
    fetalDeath: term('outcome', 'fetal-death'),
    topfa: term('outcome', 'topfa'),
    male: term('sex', 'male'),
    female: term('sex', 'female'),
    indeterminate: term('sex', 'indeterminate'),
    notSpecified: term('sex', 'not-specified'),
    yes: term('prenatalDiagnosis', 'yes'),
    no: term('prenatalDiagnosis', 'no'),
    unknown: term('prenatalDiagnosis', 'unknown'),
  }
}
