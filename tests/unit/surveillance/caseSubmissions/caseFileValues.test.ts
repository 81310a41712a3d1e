import { describe, expect, it } from 'vitest'
import {
  caseFileTerm,
  caseFileTerms,
  readCaseFileValue,
} from '@/lib/surveillance/caseSubmissions/caseFileValues'
import { caseFileDictionary } from '@/lib/surveillance/caseSubmissions/caseFileDictionary'

describe('readCaseFileValue', () => {
  it('reads each language’s word, the API code and the abbreviations as the same code', () => {
    for (const word of ['nascido vivo', 'nacido vivo', 'live birth', 'live-birth', 'NV'])
      expect(readCaseFileValue('outcome', word)).toBe('live-birth')
    for (const word of ['interrupção da gestação', 'interrupción del embarazo', 'TOPFA', 'ive'])
      expect(readCaseFileValue('outcome', word)).toBe('topfa')
    expect(readCaseFileValue('outcome', 'natimorto')).toBe('fetal-death')
    expect(readCaseFileValue('sex', 'Femenino')).toBe('female')
    expect(readCaseFileValue('sex', 'F')).toBe('female')
    expect(readCaseFileValue('prenatalDiagnosis', 'desconocido')).toBe('unknown')
  })

  it('ignores case, accents, hyphens and underscores, and nothing else', () => {
    expect(readCaseFileValue('outcome', '  OBITO_FETAL ')).toBe('fetal-death')
    expect(readCaseFileValue('prenatalDiagnosis', 'nao')).toBe('no')
    expect(readCaseFileValue('prenatalDiagnosis', 'Sí')).toBe('yes')
    expect(readCaseFileValue('outcome', 'nascido')).toBeNull()
    // A word of another column is not a value of this one.
    expect(readCaseFileValue('sex', 'sim')).toBeNull()
  })
})

describe('caseFileTerm', () => {
  it('writes a code in the file’s language', () => {
    expect(caseFileTerm('outcome', 'fetal-death', 'pt')).toBe('óbito fetal')
    expect(caseFileTerm('outcome', 'topfa', 'es')).toBe('interrupción del embarazo')
    expect(caseFileTerm('caseClass', 'isolated', 'es')).toBe('aislada')
    expect(caseFileTerms('sex', 'en')).toEqual(['male', 'female', 'indeterminate', 'not specified'])
  })
})

describe('caseFileDictionary', () => {
  it('gives every input column with its meaning and, for coded columns, the words in the language', () => {
    const rows = caseFileDictionary('pt')
    expect(rows[0]).toEqual(['coluna', 'significado', 'valores aceitos'])
    const outcome = rows.find((row) => row[0] === 'desfecho')!
    expect(outcome[2]).toContain('nascido vivo, óbito fetal, interrupção da gestação')
    expect(outcome[2]).toContain('topfa')
    expect(rows.find((row) => row[0] === 'peso_gramas')![2]).toContain('vazio = não disponível')
    // 17 network columns and the WHO kit's 7.
    expect(rows).toHaveLength(1 + 17 + 7)
  })
})
