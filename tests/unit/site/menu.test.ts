import { describe, expect, it } from 'vitest'
import { buildMenu } from '@/lib/site/menu'
import { localeAlternates } from '@/lib/site/pageMetadata'

const t = (key: string) => key
const menu = (overrides: Partial<Parameters<typeof buildMenu>[1]> = {}) =>
  buildMenu(t, {
    network: 'relamc',
    networkLabel: 'ReLAMC',
    projects: [],
    resources: [],
    ...overrides,
  })

describe('buildMenu', () => {
  it("has SPEC's groups in order", () => {
    expect(menu().map((group) => group.id)).toEqual([
      'network',
      'meetings',
      'data-submission',
      'data',
      'statistical-tests',
      'registries',
      'resources',
      'projects',
      'publications',
      'events',
      'contact',
      'surveillance',
    ])
  })

  it('sends every parent to its first child', () => {
    for (const group of menu())
      if (group.items.length) expect(group.href, group.id).toBe(group.items[0]!.href)
  })

  it('marks the secure items, the database query among them, all on this site', () => {
    const submission = menu().find((group) => group.id === 'data-submission')!
    expect(submission.items.map((item) => [item.label, item.href, Boolean(item.secure)])).toEqual([
      ['login', '/login', false],
      ['databaseQuery', '/envio-de-dados/consulta-a-base-de-dados', true],
      ['monthlyData', '/envio-de-dados/dados-mensais', true],
      ['manualsForms', '/envio-de-dados/manuais-e-formularios', true],
      ['officialDocuments', '/envio-de-dados/documentos-oficiais', true],
    ])
    expect(submission.items.some((item) => item.external)).toBe(false)
  })

  it('fills projects and resources from the content and still works without them', () => {
    const filled = menu({
      projects: [{ label: 'Atlas', href: '/projetos/atlas' }],
      resources: [{ label: 'App', href: '/recursos/3' }],
    })
    expect(filled.find((group) => group.id === 'projects')!.items.map((item) => item.href)).toEqual(
      ['/projetos', '/projetos/atlas'],
    )
    expect(filled.find((group) => group.id === 'resources')!.href).toBe('/recursos/3')
    const empty = menu()
    expect(empty.find((group) => group.id === 'resources')!.href).toBe('/recursos/links')
  })

  it('uses the configured network name in paths', () => {
    expect(menu({ network: 'rede' })[0]!.href).toBe('/rede/o-que-e')
  })
})

describe('localeAlternates', () => {
  it('points each language at its entry address, and x-default at the plain path', () => {
    expect(localeAlternates('/relamc/historia')).toEqual({
      pt: '/pt/relamc/historia',
      es: '/es/relamc/historia',
      en: '/en/relamc/historia',
      'x-default': '/relamc/historia',
    })
    expect(localeAlternates('/')).toEqual({ pt: '/pt', es: '/es', en: '/en', 'x-default': '/' })
  })
})
