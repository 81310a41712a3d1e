import { describe, expect, it } from 'vitest'
import { codeInRanges, normaliseCode, parseCodeList } from '@/lib/surveillance/caseRecords'

describe('normaliseCode', () => {
  it('writes a code upper case without its dot, keeping the BPA fifth digit', () => {
    expect(normaliseCode('q05.9')).toBe('Q059')
    expect(normaliseCode(' Q05.90 ')).toBe('Q0590')
    expect(normaliseCode('Q059')).toBe('Q059')
    expect(normaliseCode('Q05')).toBe('Q05')
  })

  it('refuses what is not ICD-10 syntax', () => {
    for (const text of ['', 'Q5', 'Q05.', 'Q05.123', '005', 'QQ5', 'Q05-Q07', 'G01*'])
      expect(normaliseCode(text), text).toBeNull()
  })
})

describe('parseCodeList', () => {
  it('reads the malformations field: codes, subcodes and ranges, separated by commas or slashes', () => {
    expect(parseCodeList('Q20-Q26')).toEqual([{ from: 'Q20', to: 'Q26' }])
    expect(parseCodeList('Q00.0, Q01')).toEqual([
      { from: 'Q000', to: 'Q000' },
      { from: 'Q01', to: 'Q01' },
    ])
    expect(parseCodeList('Q05/Q07.0')).toEqual([
      { from: 'Q05', to: 'Q05' },
      { from: 'Q070', to: 'Q070' },
    ])
    expect(parseCodeList('Q39.0 – Q39.1')).toEqual([{ from: 'Q390', to: 'Q391' }])
  })

  it('reads blank text as no code', () => {
    expect(parseCodeList('  ')).toEqual([])
  })

  it('refuses a bad code, a range ending before its start, or a range of three bounds', () => {
    expect(parseCodeList('Q20-Q2X')).toBeNull()
    expect(parseCodeList('Q26-Q20')).toBeNull()
    expect(parseCodeList('Q26.5-Q26.2')).toBeNull()
    expect(parseCodeList('Q20-Q22-Q26')).toBeNull()
    expect(parseCodeList('Q20, heart')).toBeNull()
  })
})

describe('codeInRanges', () => {
  const heart = [{ from: 'Q20', to: 'Q26' }]
  it('lets a three-character bound cover its subcodes, BPA digits included', () => {
    // Q26.8 and Q26.80 are subcodes of the range's last category, Q20 its first.
    expect(codeInRanges('Q268', heart)).toBe(true)
    expect(codeInRanges('Q2680', heart)).toBe(true)
    expect(codeInRanges('Q20', heart)).toBe(true)
    // Q27 and Q19.9 are just outside.
    expect(codeInRanges('Q27', heart)).toBe(false)
    expect(codeInRanges('Q199', heart)).toBe(false)
  })

  it('keeps a range of subcodes to those subcodes', () => {
    const oesophagus = [{ from: 'Q390', to: 'Q391' }]
    expect(codeInRanges('Q391', oesophagus)).toBe(true)
    expect(codeInRanges('Q3910', oesophagus)).toBe(true)
    // Q39.2 is past the end; Q39 alone could be any of Q39.0–Q39.9, so it proves nothing.
    expect(codeInRanges('Q392', oesophagus)).toBe(false)
    expect(codeInRanges('Q39', oesophagus)).toBe(false)
  })
})
