import { describe, expect, it } from 'vitest'
import {
  applicableFilters,
  parsePublicationSearch,
  publicationQuery,
  publicationWhere,
  type PublicationFilterOptions,
} from '@/lib/publications/filters'

const renac = { id: 4, code: 'AR-RENAC', initials: 'RENAC', name: 'Rede', country: 'AR' }
const options: PublicationFilterOptions = { years: [2023, 2013, 2004], registries: [renac] }

describe('parsePublicationSearch', () => {
  it('reads year, registry and page from a page address or the export', () => {
    expect(parsePublicationSearch({ year: '2013', registry: 'AR-RENAC', page: '3' })).toEqual({
      year: 2013,
      registry: 'AR-RENAC',
      page: 3,
    })
    expect(
      parsePublicationSearch(new URLSearchParams('year=2004&registry=ECLAMC&format=ris')),
    ).toEqual({ year: 2004, registry: 'ECLAMC', page: 1 })
  })

  it('leaves out what cannot be right, and starts at page 1', () => {
    expect(parsePublicationSearch({})).toEqual({ year: null, registry: null, page: 1 })
    expect(parsePublicationSearch({ year: '', registry: '', page: '' })).toEqual({
      year: null,
      registry: null,
      page: 1,
    })
    expect(parsePublicationSearch({ year: '13', registry: 'a b', page: '0' })).toEqual({
      year: null,
      registry: null,
      page: 1,
    })
    expect(parsePublicationSearch({ year: '2013x', registry: '<x>', page: '-2' })).toEqual({
      year: null,
      registry: null,
      page: 1,
    })
    expect(parsePublicationSearch({ page: '9999999' }).page).toBe(1)
  })

  it('takes the first of repeated values', () => {
    expect(parsePublicationSearch({ year: ['2013', '2004'], page: ['2', '5'] })).toMatchObject({
      year: 2013,
      page: 2,
    })
  })
})

describe('applicableFilters', () => {
  it('keeps a year and registry that publications have; the registry whatever its case', () => {
    expect(applicableFilters({ year: 2013, registry: 'ar-renac', page: 2 }, options)).toEqual({
      year: 2013,
      registry: renac,
      page: 2,
    })
  })

  it('ignores a year or registry no publication has', () => {
    expect(applicableFilters({ year: 1999, registry: 'XX', page: 1 }, options)).toEqual({
      year: null,
      registry: null,
      page: 1,
    })
  })
})

describe('publicationQuery', () => {
  it('writes the filters, leaves page 1 and empty filters out, and adds the extras', () => {
    expect(publicationQuery({ year: 2013, registry: renac, page: 2 })).toBe(
      'year=2013&registry=AR-RENAC&page=2',
    )
    expect(publicationQuery({ year: null, registry: null, page: 1 })).toBe('')
    expect(
      publicationQuery({ year: 2004, registry: null, page: 1 }, { list: 'network', format: 'ris' }),
    ).toBe('year=2004&list=network&format=ris')
  })
})

describe('publicationWhere', () => {
  it('asks for the year and the registry by id', () => {
    expect(publicationWhere({ year: 2013, registry: renac })).toEqual({
      and: [{ year: { equals: 2013 } }, { registry: { equals: 4 } }],
    })
    expect(publicationWhere({ year: null, registry: null })).toEqual({ and: [] })
  })
})
