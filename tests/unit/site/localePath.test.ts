import { describe, expect, it } from 'vitest'
import { localePath, sitePath } from '@/lib/site/localePath'

describe('localePath', () => {
  it('keeps Portuguese at the plain path and puts Spanish and English under their prefix', () => {
    expect(localePath('pt', '/relamc/o-que-e')).toBe('/relamc/o-que-e')
    expect(localePath('es', '/relamc/o-que-e')).toBe('/es/relamc/o-que-e')
    expect(localePath('en', '/login?next=%2Fprojetos#form')).toBe('/en/login?next=%2Fprojetos#form')
  })

  it('gives the home page as /es and /en, a query right after the prefix', () => {
    expect(localePath('pt', '/')).toBe('/')
    expect(localePath('es', '/')).toBe('/es')
    expect(localePath('en', '/?x=1')).toBe('/en?x=1')
  })

  it('leaves addresses that are the same in every language alone', () => {
    for (const address of [
      '/api/publications/export?format=ris',
      '/admin',
      '/maps/latin-america.svg',
      'https://example.org/a',
      '//example.org/a',
      '#grid',
      'mailto:office@example.org',
    ])
      expect(localePath('es', address), address).toBe(address)
  })

  it('takes the language prefix off an address, back to the site path', () => {
    expect(sitePath('/es/relamc/o-que-e')).toBe('/relamc/o-que-e')
    expect(sitePath('/en')).toBe('/')
    expect(sitePath('/es')).toBe('/')
    expect(sitePath('/relamc/o-que-e')).toBe('/relamc/o-que-e')
    expect(sitePath('/')).toBe('/')
    // A path that merely starts like a language code keeps it.
    expect(sitePath('/estatisticas')).toBe('/estatisticas')
  })
})
