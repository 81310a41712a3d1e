import { describe, expect, it } from 'vitest'
import {
  doiUrl,
  isDoi,
  isPmid,
  normalizeDoi,
  normalizePmid,
  pubmedUrl,
} from '@/lib/publications/identifiers'

describe('DOIs', () => {
  it('are kept as "10.…" whatever form they were typed in', () => {
    for (const typed of [
      '10.1159/000080776',
      ' doi:10.1159/000080776 ',
      'DOI: 10.1159/000080776',
      'https://doi.org/10.1159/000080776',
      'http://dx.doi.org/10.1159/000080776',
    ])
      expect(normalizeDoi(typed), typed).toBe('10.1159/000080776')
  })

  it('are recognised by their prefix, registrant and suffix', () => {
    expect(isDoi('10.1159/000080776')).toBe(true)
    expect(isDoi('10.5546/aap.2013.484')).toBe(true)
    expect(isDoi('10.1000.10/abc')).toBe(true)
    expect(isDoi('11.1159/000080776')).toBe(false)
    expect(isDoi('10.11/x')).toBe(false)
    expect(isDoi('10.1159/ 0800')).toBe(false)
    expect(isDoi('10.1159/')).toBe(false)
  })

  it('link to doi.org, with what a URL cannot carry encoded', () => {
    expect(doiUrl('10.1159/000080776')).toBe('https://doi.org/10.1159/000080776')
    expect(doiUrl('10.1002/(SICI)1096-8628(19970211)69:1<1::AID-AJMG1>3.0.CO;2-#')).toBe(
      'https://doi.org/10.1002/(SICI)1096-8628(19970211)69:1%3C1::AID-AJMG1%3E3.0.CO;2-%23',
    )
    expect(doiUrl('10.1234/a?b c')).toBe('https://doi.org/10.1234/a%3Fb%20c')
  })
})

describe('PMIDs', () => {
  it('are digits, typed with or without "PMID:"', () => {
    expect(normalizePmid('PMID: 15539822')).toBe('15539822')
    expect(normalizePmid(' pmid15539822')).toBe('15539822')
    expect(isPmid('15539822')).toBe(true)
    expect(isPmid('0123')).toBe(false)
    expect(isPmid('12a')).toBe(false)
    expect(isPmid('1234567890')).toBe(false)
  })

  it('link to PubMed', () => {
    expect(pubmedUrl('15539822')).toBe('https://pubmed.ncbi.nlm.nih.gov/15539822/')
  })
})
