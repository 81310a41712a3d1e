import { describe, expect, it } from 'vitest'
import type { MenuGroup } from '@/lib/site/menuTypes'
import { compactMenu, expandMenu } from '@/components/site/menu/compactMenu'
import { menuSections } from '@/components/site/menu/sections'
import { buildMenu } from '@/lib/site/menu'
import { menuBar } from '@/lib/site/menuBar'
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

  it('lists each page once: the announcements under "Dados" only', () => {
    const hrefs = menu().flatMap((group) => group.items.map((item) => item.href))
    expect(hrefs.filter((href) => href === '/vigilancia-epidemiologica/informes')).toHaveLength(1)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  it('lists the tables, the data-quality panel and the announcements under "Dados"', () => {
    const data = menu().find((group) => group.id === 'data')!
    expect(data.items.map((item) => item.href)).toEqual([
      '/dados/tabelas-e-graficos',
      '/dados/qualidade-dos-dados',
      '/vigilancia-epidemiologica/informes',
    ])
  })

  it('sends every parent to its first child', () => {
    for (const group of menu())
      if (group.items.length) expect(group.href, group.id).toBe(group.items[0]!.href)
  })

  it('marks the secure items, the database query among them, all on this site', () => {
    const submission = menu().find((group) => group.id === 'data-submission')!
    expect(submission.items.map((item) => [item.label, item.href, Boolean(item.secure)])).toEqual([
      ['membersHome', '/envio-de-dados', true],
      ['login', '/login', false],
      ['databaseQuery', '/envio-de-dados/consulta-a-base-de-dados', true],
      ['monthlyData', '/envio-de-dados/dados-mensais', true],
      ['caseRecords', '/envio-de-dados/registros-de-casos', true],
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
  it('points each language at its own address, and x-default at the Portuguese one', () => {
    expect(localeAlternates('/relamc/historia')).toEqual({
      pt: '/relamc/historia',
      es: '/es/relamc/historia',
      en: '/en/relamc/historia',
      'x-default': '/relamc/historia',
    })
    expect(localeAlternates('/')).toEqual({ pt: '/', es: '/es', en: '/en', 'x-default': '/' })
  })
})

describe('menuBar', () => {
  const groups = menu({
    projects: [{ label: 'Atlas', href: '/projetos/atlas' }],
    resources: [{ label: 'App', href: '/recursos/3' }],
  })
  const bar = menuBar(groups, { surveillance: 'short surveillance' })

  it('puts the twelve groups into eight entries, each group exactly once and in a sensible order', () => {
    expect(bar.map((item) => [item.id, item.groups.map((group) => group.id)])).toEqual([
      ['network', ['network', 'projects']],
      ['meetings', ['meetings', 'events']],
      ['data-submission', ['data-submission']],
      ['data', ['data', 'statistical-tests']],
      ['surveillance', ['surveillance']],
      ['registries', ['registries']],
      ['publications', ['publications', 'resources']],
      ['contact', ['contact']],
    ])
    const placed = bar.flatMap((item) => item.groups)
    expect(placed).toHaveLength(groups.length)
    expect(new Set(placed)).toEqual(new Set(groups))
  })

  it("keeps every destination and path, and sends each entry to its first group's first child", () => {
    const hrefs = (list: MenuGroup[]): string[] =>
      list.flatMap((group) =>
        group.items.length ? group.items.map((item) => item.href) : [group.href],
      )
    expect(bar.flatMap((item) => hrefs(item.groups)).sort()).toEqual(hrefs(groups).sort())
    for (const item of bar) expect(item.href, item.id).toBe(item.groups[0]!.href)
    expect(bar.find((item) => item.id === 'meetings')!.href).toBe('/reunioes/encontro-anual')
  })

  it('shortens only the labels it is given', () => {
    expect(bar.find((item) => item.id === 'surveillance')!.label).toBe('short surveillance')
    expect(bar.find((item) => item.id === 'network')!.label).toBe('network')
  })

  it('gives a group the layout does not place an entry of its own', () => {
    const extra: MenuGroup = { id: 'new-group', label: 'New', href: '/new', items: [] }
    expect(menuBar([...groups, extra]).at(-1)).toMatchObject({ id: 'new-group', groups: [extra] })
  })
})

describe('menuSections', () => {
  const bar = menuBar(menu(), { surveillance: 'short surveillance' })
  const entry = (id: string) => bar.find((item) => item.id === id)!

  it('names the groups of a shared dropdown and lists a group without items as a link', () => {
    expect(menuSections(entry('network'))).toMatchObject({ headed: true })
    expect(menuSections(entry('meetings'))).toMatchObject({
      headed: false,
      links: [{ label: 'events', href: '/eventos' }],
    })
    expect(menuSections(entry('registries')).headed).toBe(false)
    // A shortened bar label keeps the group's full name inside its dropdown.
    expect(menuSections(entry('surveillance')).headed).toBe(true)
  })
})

describe('compactMenu', () => {
  const bar = menuBar(
    menu({
      projects: [{ label: 'Zika', href: '/projetos/zika' }],
      resources: [{ label: 'Atlas', href: '/recursos/1' }],
    }),
    { surveillance: 'Surveillance' },
  )

  it('leaves out what the menu can work out again, and nothing else', () => {
    const compact = compactMenu(bar)
    expect(expandMenu(compact)).toEqual(bar)
    const [network] = compact
    expect(network).not.toHaveProperty('id')
    expect(network).not.toHaveProperty('href')
    expect(network!.groups[0]).not.toHaveProperty('href')
    // The shortened bar label stays; so does the address of a group without destinations.
    const surveillance = compact.find((item) => item.groups[0]!.id === 'surveillance')
    expect(surveillance).toHaveProperty('label', 'Surveillance')
    const events = compact.flatMap((item) => item.groups).find((group) => group.id === 'events')
    expect(events).toHaveProperty('href')
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(bar).length * 0.85)
  })
})
