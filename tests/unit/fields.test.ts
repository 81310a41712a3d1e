import { describe, expect, it } from 'vitest'
import { isValidOptionalDate } from '@/fields/displayDate'
import { isHttpUrl } from '@/fields/urlField'
import { slugify } from '@/lib/slugify'

describe('isValidOptionalDate', () => {
  it.each([null, undefined, '', '2026-11-25', '2024-02-29', '2026-11-25T12:00:00.000Z'])(
    'accepts %s',
    (value) => {
      expect(isValidOptionalDate(value)).toBe(true)
    },
  )
  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '25/11/2026', 'amanhã', 42, {}])(
    'refuses %s',
    (value) => {
      expect(isValidOptionalDate(value)).toBe(false)
    },
  )
})

describe('isHttpUrl', () => {
  it('accepts web addresses only', () => {
    expect(isHttpUrl('https://relamc.org/atlas')).toBe(true)
    expect(isHttpUrl('http://example.org')).toBe(true)
    expect(isHttpUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpUrl('data:text/html,x')).toBe(false)
    expect(isHttpUrl('relamc.org')).toBe(false)
  })
})

describe('slugify', () => {
  it('drops accents and punctuation', () => {
    expect(slugify('Atlas de Anomalias Congênitas')).toBe('atlas-de-anomalias-congenitas')
    expect(slugify('  ¿Qué es la ReLAMC?  ')).toBe('que-es-la-relamc')
    expect(slugify('Microcefalia & Zika — 2016')).toBe('microcefalia-zika-2016')
  })
})
