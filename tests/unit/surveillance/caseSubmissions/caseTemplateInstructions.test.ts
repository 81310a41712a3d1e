import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import submissionsEn from '@/i18n/messages/submissions/en.json'
import submissionsEs from '@/i18n/messages/submissions/es.json'
import submissionsPt from '@/i18n/messages/submissions/pt.json'
import { caseColumnHeader } from '@/lib/surveillance/caseSubmissions/caseFileColumns'
import { caseFileDictionary } from '@/lib/surveillance/caseSubmissions/caseFileDictionary'
import { caseTemplateWords } from '@/lib/surveillance/caseSubmissions/caseTemplateWords'

const messages = { pt: submissionsPt, es: submissionsEs, en: submissionsEn }
const instruction = {
  outcome: 'howOutcome',
  sex: 'howSex',
  prenatalDiagnosis: 'howPrenatal',
} as const

// The case-records page's "how to fill in the template" names the coded values with the words of
// the template's own dictionary sheet, in the reader's language.
describe('the case-records page’s instructions and the template’s dictionary agree', () => {
  for (const locale of locales) {
    it(`in ${locale}`, () => {
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'cases' })
      const words = caseTemplateWords(locale)
      const dictionary = caseFileDictionary(locale)
      for (const [column, key] of Object.entries(instruction)) {
        const header = caseColumnHeader(column as keyof typeof instruction, locale)
        const row = dictionary.find((cells) => cells[0] === header)!
        // The dictionary's words, before its list of codes also accepted and its note on blanks.
        const accepted = String(row[2]).split(' (')[0]!.split(/,\s*/)
        const sentence = t(key, words)
        expect(sentence.startsWith(`${header}:`), sentence).toBe(true)
        for (const word of accepted) expect(sentence, `${locale} ${column}`).toContain(word.trim())
      }
    })
  }

  it('tells Portuguese and Spanish readers no English code', () => {
    for (const locale of ['pt', 'es'] as const) {
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'cases' })
      const words = caseTemplateWords(locale)
      const text = Object.values(instruction)
        .map((key) => t(key, words))
        .join(' ')
      for (const code of ['live-birth', 'fetal-death', 'male', 'female', 'unknown', 'yes'])
        expect(text, locale).not.toMatch(new RegExp(`\\b${code}\\b`))
    }
  })
})
