import { describe, expect, it } from 'vitest'
import { RegistryMap, type MapRegistry } from '@/components/map/RegistryMap'
import { mapShading } from '@/components/map/shading'
import { render } from './render'

// ColorBrewer "Blues" 5, lightest first (the map's sequential palette).
const blues = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c']

describe('mapShading', () => {
  it('cuts the range of the values shown into five equal classes, lightest first', () => {
    // 2 to 10: five classes 1.6 wide.
    const shading = mapShading(['A', 'B', 'C', 'D'], { A: 2, B: 10, C: 6.5, D: 5.2 })
    expect(shading.classes.map(({ from, to }) => [from, to])).toEqual([
      [2, 3.6],
      [3.6, 5.2],
      [5.2, 6.8],
      [6.8, 8.4],
      [8.4, 10],
    ])
    expect(shading.classes.map((item) => item.colour)).toEqual(blues)
    expect(shading.shadeOf('A')).toEqual({ kind: 'value', value: 2, colour: blues[0] })
    expect(shading.shadeOf('B')).toEqual({ kind: 'value', value: 10, colour: blues[4] })
    expect(shading.shadeOf('C')).toEqual({ kind: 'value', value: 6.5, colour: blues[2] })
  })

  it('rounds the bounds of an awkward range outwards', () => {
    // 0.3 to 9.7 becomes 0 to 10: classes 2 wide.
    const shading = mapShading(['A', 'B'], { A: 0.3, B: 9.7 })
    expect(shading.classes.map(({ from, to }) => [from, to])).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
      [8, 10],
    ])
  })

  it('never gives a withheld registry a class, and leaves it out of the range', () => {
    const shading = mapShading(['A', 'B', 'S'], { A: 2, B: 10, S: 80 }, ['S'])
    expect(shading.shadeOf('S')).toEqual({ kind: 'withheld' })
    expect(shading.classes[4]!.to).toBe(10)
    // Withheld with no value at all: still withheld, not "no value".
    expect(mapShading(['A', 'S'], { A: 2 }, ['S']).shadeOf('S')).toEqual({ kind: 'withheld' })
  })

  it('has no shade for a value not available, and no classes when nothing is shown', () => {
    const shading = mapShading(['A', 'B', 'C'], { A: null, B: Number.NaN })
    expect(['A', 'B', 'C'].map((code) => shading.shadeOf(code).kind)).toEqual([
      'none',
      'none',
      'none',
    ])
    expect(shading.classes).toEqual([])
  })

  it('ignores values of registries that are not on the map', () => {
    const shading = mapShading(['A', 'B'], { A: 2, B: 10, Z: 500 })
    expect(shading.classes[4]!.to).toBe(10)
  })
})

describe('the registry map with withheld rates', () => {
  const registries: MapRegistry[] = [
    { code: 'AR-1', initials: 'ARG', name: 'Registro argentino', country: 'AR' },
    { code: 'CL-1', initials: 'CHI', name: 'Registro chileno', country: 'CL' },
    { code: 'BR-1', initials: 'BRA', name: 'Registro brasileiro', country: 'BR' },
    { code: 'MX-1', initials: 'MEX', name: 'Registro mexicano', country: 'MX' },
  ]
  const view = render(
    <RegistryMap
      id="m"
      locale="pt"
      title="Prevalência"
      registries={registries}
      registryHref="/registros-membros/caracteristicas-dos-registros"
      valueLabel="Prevalência por 10.000 nascimentos"
      values={{ 'AR-1': 4, 'BR-1': 12, 'CL-1': null, 'MX-1': null }}
      withheld={{ codes: ['CL-1'], threshold: 5 }}
    />,
  )
  const marker = (code: string) => view.one(`a[data-registry="${code}"]`)
  const fill = (code: string) => marker(code).querySelectorAll('circle')[1]!.getAttribute('fill')

  it('marks a withheld registry as "< 5", hatched, never with a rate colour', () => {
    expect(marker('CL-1').getAttribute('data-shade')).toBe('withheld')
    expect(fill('CL-1')).toBe('url(#m-withheld)')
    expect(view.one('pattern#m-withheld')).toBeTruthy()
    expect(blues).not.toContain(fill('CL-1'))
    expect(marker('CL-1').getAttribute('aria-label')).toBe(
      'CHI – Registro chileno, Chile. Prevalência por 10.000 nascimentos: menos de 5 casos, taxa omitida',
    )
    expect(marker('CL-1').querySelector('title')!.textContent).toBe('CHI: < 5')
  })

  it('keeps "no value" apart from "withheld", and every marker a link to the characteristics', () => {
    expect(marker('MX-1').getAttribute('data-shade')).toBe('none')
    expect(fill('MX-1')).toBe('#ffffff')
    expect(marker('MX-1').getAttribute('aria-label')).toContain(
      'Prevalência por 10.000 nascimentos: sem dado',
    )
    expect(marker('BR-1').getAttribute('aria-label')).toContain(
      'Prevalência por 10.000 nascimentos: 12,0',
    )
    expect(marker('CL-1').getAttribute('href')).toBe(
      '/registros-membros/caracteristicas-dos-registros#CL-1',
    )
  })

  it('explains each shade in the legend', () => {
    const legend = view.all('[data-legend] li').map((item) => item.textContent)
    expect(legend).toContain('Menos de 5 casos: taxa omitida')
    expect(legend).toContain('Sem dado')
    expect(legend.filter((text) => / a /.test(text ?? ''))).toHaveLength(5)
  })

  it('leaves the withheld entry out of the legend when nothing is withheld', () => {
    const open = render(
      <RegistryMap
        id="o"
        locale="en"
        title="t"
        registries={registries}
        registryHref="/c"
        values={{ 'AR-1': 4 }}
        withheld={{ codes: [], threshold: 5 }}
      />,
    )
    expect(open.one('[data-legend]').textContent).not.toContain('withheld')
  })
})

describe('mapShading over a narrow range', () => {
  const formatted = (value: number) => value.toFixed(1)

  it('never has a class whose bounds read the same at one decimal', () => {
    for (const values of [
      { A: 2.41, B: 2.45 },
      { A: 2.4, B: 2.4 },
      { A: 2.4, B: 2.62 },
      { A: 0.02, B: 0.31 },
    ]) {
      const shading = mapShading(['A', 'B'], values)
      expect(shading.classes.length, JSON.stringify(values)).toBeGreaterThan(0)
      for (const { from, to } of shading.classes)
        expect(formatted(from), JSON.stringify(values)).not.toBe(formatted(to))
      // Every value shown falls in a class of the legend.
      for (const code of ['A', 'B'] as const) {
        const shade = shading.shadeOf(code)
        expect(shade.kind === 'value' && shading.classes.map((c) => c.colour)).toContain(
          shade.kind === 'value' ? shade.colour : null,
        )
      }
    }
  })

  it('uses the darker shades when it has fewer classes', () => {
    const shading = mapShading(['A', 'B'], { A: 2.41, B: 2.45 })
    expect(shading.classes.map((item) => item.colour)).not.toContain(blues[0])
  })
})
