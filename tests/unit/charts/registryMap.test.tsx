import { describe, expect, it } from 'vitest'
import { latinAmericaMap } from '@/components/map/geometry'
import { placeMarkers } from '@/components/map/placeMarkers'
import { mapSpriteSvg } from '@/components/map/mapSprite'
import { landId, mapSpriteUrl, neighboursId } from '@/components/map/spriteNames'
import { RegistryMap, type MapRegistry } from '@/components/map/RegistryMap'
import { demoRegistries } from '@/seed/registries'
import { parsedHtml } from '../../helpers/renderServer'
import { num, render } from './render'

const registries: MapRegistry[] = demoRegistries.map((registry) => ({
  code: registry.networkCode,
  initials: registry.initials,
  name: registry.name.pt,
  country: registry.country,
  latitude: registry.basedAt.latitude,
  longitude: registry.basedAt.longitude,
}))

/** The rings of an SVG path written by d3 (absolute M, L and Z commands). */
function rings(d: string): Array<Array<[number, number]>> {
  return d
    .split('M')
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/Z/g, '')
        .split('L')
        .map((pair) => pair.split(',').map(Number) as [number, number]),
    )
}

/** Even-odd ray casting over every ring: holes and islands count as they should. */
function insidePath(d: string, [x, y]: [number, number]): boolean {
  let inside = false
  for (const ring of rings(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!
      const [xj, yj] = ring[j]!
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

const view = render(
  <RegistryMap
    id="map"
    locale="pt"
    title="Mapa dos registros membros"
    registries={registries}
    registryHref="/registros-membros/caracteristicas-dos-registros"
  />,
)
/** A country's outline, as the map's sprite file draws it. */
const countryPath = (code: string) =>
  latinAmericaMap().countries.find((country) => country.code === code)!.d
const anchorOf = (code: string) =>
  view.one(`a[data-registry="${code}"]`).getAttribute('data-anchor')!.split(',').map(Number) as [
    number,
    number,
  ]

describe('the registry map', () => {
  it('links every registry to its characteristics, with a name for screen readers', () => {
    const links = view.all('svg a')
    expect(links).toHaveLength(12)
    const renac = view.one('a[data-registry="AR-RENAC"]')
    expect(renac.getAttribute('href')).toBe(
      '/registros-membros/caracteristicas-dos-registros#AR-RENAC',
    )
    // An SVG link is named by its title (tests/e2e/map.e2e.ts finds it by that name).
    expect(renac.getAttribute('aria-label')).toBeNull()
    expect(renac.querySelector('title')!.textContent).toBe(
      'RENAC – Rede Nacional de Anomalias Congênitas da Argentina, Argentina',
    )
    const svg = view.one('svg')
    expect(view.one(`#${svg.getAttribute('aria-labelledby')}`).textContent).toBe(
      'Mapa dos registros membros',
    )
    expect(view.one(`#${svg.getAttribute('aria-describedby')}`).textContent).toBe(
      'Mapa da América Latina com 12 registros membros em 8 países; cada marcador leva às características do registro.',
    )
  })

  it('places each city inside its own country', () => {
    const expected: Record<string, string> = {
      'AR-RENAC': 'AR', // Buenos Aires
      ECLAMC: 'AR',
      'CL-RENACH': 'CL', // Santiago, a few pixels from the Argentine border
      'CL-MAULE': 'CL',
      'MX-NL': 'MX',
      'BR-SP': 'BR',
      'BR-SINASC': 'BR',
      'CO-BOG': 'CO',
      'CO-CAL': 'CO',
      'PY-RENADECOPY': 'PY',
      'NI-SVDC': 'NI',
      'CR-CREC': 'CR',
    }
    for (const [code, country] of Object.entries(expected)) {
      expect(insidePath(countryPath(country), anchorOf(code)), code).toBe(true)
    }
    expect(insidePath(countryPath('CL'), anchorOf('AR-RENAC'))).toBe(false)
    // Buenos Aires lies in the south-east of the map.
    const map = latinAmericaMap()
    const [x, y] = anchorOf('AR-RENAC')
    expect(x).toBeGreaterThan(map.width / 2)
    expect(y).toBeGreaterThan(map.height * 0.7)
  })

  it('marks a registry without coordinates inside its country, for every country of the network', () => {
    const codes = ['AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'SV', 'EC', 'GT']
    const more = ['HT', 'HN', 'MX', 'NI', 'PA', 'PY', 'PE', 'DO', 'UY', 'VE']
    const national = render(
      <RegistryMap
        id="n"
        locale="en"
        title="t"
        registryHref="/c"
        registries={[...codes, ...more].map((country) => ({
          code: `N-${country}`,
          initials: country,
          name: country,
          country,
        }))}
      />,
    )
    for (const country of [...codes, ...more]) {
      const d = countryPath(country)
      const anchor = national
        .one(`a[data-registry="N-${country}"]`)
        .getAttribute('data-anchor')!
        .split(',')
        .map(Number) as [number, number]
      expect(insidePath(d, anchor), country).toBe(true)
    }
  })

  it('spreads two registries of one city so both can be seen and clicked', () => {
    const circle = (code: string) => view.all(`a[data-registry="${code}"] circle`)[1]!
    const [a, b] = [circle('AR-RENAC'), circle('ECLAMC')]
    const distance = Math.hypot(num(a, 'cx') - num(b, 'cx'), num(a, 'cy') - num(b, 'cy'))
    expect(distance).toBeGreaterThanOrEqual(2 * num(a, 'r'))
  })

  it('tints only the member countries', () => {
    const tinted = view
      .all('use[data-country]')
      .filter(
        (use) =>
          use.getAttribute('fill') !== view.one('use:not([data-country])').getAttribute('fill'),
      )
      .map((path) => path.getAttribute('data-country'))
      .sort()
    expect(tinted).toEqual(['AR', 'BR', 'CL', 'CO', 'CR', 'MX', 'NI', 'PY'])
  })

  it('shades markers by a value per registry, with a legend of the classes', () => {
    const shaded = render(
      <RegistryMap
        id="v"
        locale="pt"
        title="t"
        registryHref="/c"
        registries={registries}
        valueLabel="Microcefalia por 10.000 nascimentos"
        values={{ 'AR-RENAC': 2, 'BR-SP': 10, 'CL-RENACH': 6.5 }}
      />,
    )
    const fill = (code: string) =>
      shaded.all(`a[data-registry="${code}"] circle`)[1]!.getAttribute('fill')
    expect(fill('AR-RENAC')).toBe('#c6dbef')
    expect(fill('BR-SP')).toBe('#08519c')
    expect(fill('CL-RENACH')).toBe('#6baed6')
    expect(fill('MX-NL')).toBe('#ffffff')
    expect(shaded.one('a[data-registry="CL-RENACH"]').getAttribute('aria-label')).toContain(
      'Microcefalia por 10.000 nascimentos: 6,5',
    )
    expect(shaded.one('a[data-registry="MX-NL"]').getAttribute('aria-label')).toContain(
      'Microcefalia por 10.000 nascimentos: sem dado',
    )
    const legend = shaded.one('[data-legend]').textContent
    expect(legend).toContain('2,0 a 3,6')
    expect(legend).toContain('8,4 a 10,0')
    expect(legend).toContain('Sem dado')
  })

  it('keeps the page light: whole-unit outlines of about thirty countries, in a file of their own', () => {
    const map = latinAmericaMap()
    expect(map.countries.length).toBeGreaterThan(25)
    expect(map.countries.length).toBeLessThan(40)
    expect(map.countries.every((country) => !/\d\.\d/.test(country.d))).toBe(true)
    // The outlines are fetched once from the sprite; the page names them only.
    expect(view.html).not.toContain(countryPath('BR'))
    expect(view.html.length).toBeLessThan(12_000)
  })

  it('draws every outline from the sprite file, each country once', () => {
    const sprite = parsedHtml(mapSpriteSvg())
    const ids = sprite.all('path').map((path) => path.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toHaveLength(21) // the network's twenty countries and their neighbours
    for (const country of latinAmericaMap().countries.filter((c) => c.code))
      expect(sprite.one(`path#${country.code}`).getAttribute('d')).toBe(country.d)
    const neighbours = sprite.one(`path#${neighboursId}`).getAttribute('d')!
    for (const country of latinAmericaMap().countries.filter((c) => !c.code))
      expect(neighbours).toContain(country.d)
    // The land draws every outline once; the page adds only the tinted member countries.
    const land = sprite.all(`g#${landId} use`).map((use) => use.getAttribute('href'))
    expect(land.sort()).toEqual(ids.map((id) => `#${id}`).sort())
    const [base, ...tinted] = view.all('use').map((use) => use.getAttribute('href')!.split('#'))
    expect(base).toEqual([mapSpriteUrl, landId])
    expect(tinted.map(([file]) => file)).toEqual(tinted.map(() => mapSpriteUrl))
    expect(tinted.map(([, id]) => id).sort()).toEqual([
      'AR',
      'BR',
      'CL',
      'CO',
      'CR',
      'MX',
      'NI',
      'PY',
    ])
  })
})

describe('placeMarkers', () => {
  it('leaves markers with room alone and rings the ones that overlap', () => {
    const placed = placeMarkers(
      [
        { code: 'a', x: 100, y: 100 },
        { code: 'b', x: 101, y: 100 },
        { code: 'c', x: 100, y: 101 },
        { code: 'd', x: 300, y: 300 },
      ],
      5,
      2,
    )
    expect(placed[3]).toMatchObject({ x: 300, y: 300, anchorX: 300, anchorY: 300 })
    const ring = placed.slice(0, 3)
    for (let i = 0; i < 3; i++) {
      for (let j = i + 1; j < 3; j++) {
        const [p, q] = [ring[i]!, ring[j]!]
        expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(12 - 1e-9)
      }
    }
    expect(ring.map((marker) => marker.anchorX)).toEqual([100, 101, 100])
  })
})
