import { describe, expect, it } from 'vitest'
import { EndemicChannelChart, ForestPlot, ScanChart, StackedBirthsChart } from '@/components/charts'
import { num, render, valueTicks, yFromTicks } from './render'

const rowsOf = (view: ReturnType<typeof render>) =>
  view
    .all('table[data-chart-table] tbody tr')
    .map((row) => [...row.children].map((cell) => cell.textContent))

describe('ForestPlot', () => {
  const view = render(
    <ForestPlot
      id="forest"
      locale="pt"
      title="Registros"
      network={{ label: 'Rede', rate: 4, lower: 3.5, upper: 4.5 }}
      rows={[
        { code: 'AR-RENAC', label: 'RENAC', rate: 3, lower: 2, upper: 3.8 },
        { code: 'CL-RENACH', label: 'RENACH', rate: 7.5, lower: 5.1, upper: 10.6 },
        {
          code: 'PY',
          label: 'RENADECOPY',
          rate: null,
          lower: null,
          upper: null,
          gap: 'suppressed',
        },
      ]}
    />,
  )
  const ticks = valueTicks(view, 'pt')
  // Horizontal axis: the tick lines' x positions are the ground truth.
  const xOf = (value: number) =>
    ticks[0]!.x +
    ((value - ticks[0]!.value) * (ticks.at(-1)!.x - ticks[0]!.x)) /
      (ticks.at(-1)!.value - ticks[0]!.value)

  it('puts each registry where the axis says, with its interval', () => {
    for (const code of ['AR-RENAC', 'CL-RENACH']) {
      const mark = view.one(`[data-row="${code}"] rect`)
      const x = num(mark, 'x') + num(mark, 'width') / 2
      expect(Math.abs(x - xOf(num(mark, 'data-value')))).toBeLessThan(1)
    }
    const interval = view.one('[data-row="CL-RENACH"] [data-interval]')
    expect(Math.abs(num(interval, 'x1') - xOf(5.1))).toBeLessThan(1)
    expect(Math.abs(num(interval, 'x2') - xOf(10.6))).toBeLessThan(1)
    expect(Math.abs(num(view.one('[data-series="network"]'), 'x1') - xOf(4))).toBeLessThan(1)
  })

  it('shows a suppressed registry as "< 5" with no mark', () => {
    const row = view.one('[data-row="PY"]')
    expect(row.querySelector('rect')).toBeNull()
    expect(row.querySelector('[data-gap="suppressed"]')!.textContent).toBe('< 5')
  })

  it('says which registries differ from the network, and tables the network first', () => {
    expect(view.one('desc').textContent).toBe(
      '3 registros, 2 com prevalência. Rede: 4,0 por 10.000 nascimentos; 1 registro acima e 1 abaixo da rede, com intervalos que não a incluem.',
    )
    expect(rowsOf(view).map((row) => row[0])).toEqual(['Rede', 'RENAC', 'RENACH', 'RENADECOPY'])
    expect(rowsOf(view)[3]).toEqual(['RENADECOPY', '< 5', '< 5', '< 5'])
  })
})

describe('StackedBirthsChart', () => {
  const view = render(
    <StackedBirthsChart
      id="births"
      locale="en"
      title="Births covered"
      years={[2022, 2023, 2024]}
      series={[
        { code: 'A', label: 'Registry A', births: [40_000, 42_000, 41_000] },
        { code: 'B', label: 'Registry B', births: [25_000, null, 26_500] },
      ]}
    />,
  )

  it('stacks each year up to its total on the drawn axis', () => {
    const ticks = valueTicks(view, 'en')
    expect(ticks.map((tick) => tick.label)).toEqual([
      '0',
      '10K',
      '20K',
      '30K',
      '40K',
      '50K',
      '60K',
      '70K',
    ])
    const scaled = ticks.map((tick) => ({
      ...tick,
      value: Number(tick.label.replace('K', '')) * 1000,
    }))
    const tops = (year: number) =>
      Math.min(...view.all(`rect[data-year="${year}"]`).map((rect) => num(rect, 'y')))
    expect(Math.abs(tops(2022) - yFromTicks(scaled, 65_000))).toBeLessThan(1)
    expect(Math.abs(tops(2023) - yFromTicks(scaled, 42_000))).toBeLessThan(1)
  })

  it('draws nothing for a year a registry did not report and says so in the table', () => {
    expect(
      view.all('[data-series="B"] rect').map((rect) => rect.getAttribute('data-year')),
    ).toEqual(['2022', '2024'])
    expect(rowsOf(view)[1]).toEqual(['2023', '42,000', 'Not available', '42,000'])
    expect(view.one('[data-legend]').textContent).toBe('Registry ARegistry B')
  })
})

describe('EndemicChannelChart', () => {
  const bands = [
    { period: '2025-01', lower: 2, center: 4, upper: 6 },
    { period: '2025-02', lower: 2, center: 4, upper: 6 },
    { period: '2025-03', lower: 2, center: 5, upper: 8 },
    { period: '2025-04', lower: 1, center: 3, upper: 5 },
  ]
  const view = render(
    <EndemicChannelChart
      id="channel"
      locale="pt"
      title="Canal endêmico"
      measure="cases"
      bands={bands}
      series={[
        { period: '2025-01', value: 1, zone: 'success' },
        { period: '2025-02', value: 3, zone: 'safety' },
        { period: '2025-03', value: null, zone: null },
        { period: '2025-04', value: 9, zone: 'epidemic' },
      ]}
    />,
  )

  it('draws and names the four zones', () => {
    expect(view.all('[data-zone-area]').map((zone) => zone.getAttribute('data-zone-area'))).toEqual(
      ['success', 'safety', 'alert', 'epidemic'],
    )
    expect(view.all('[data-zone-label]').map((label) => label.textContent)).toEqual([
      'Êxito',
      'Segurança',
      'Alerta',
      'Epidemia',
    ])
  })

  it('names the zone of each point and leaves the missing month out', () => {
    const circles = view.all('[data-series="points"] circle')
    expect(circles.map((circle) => circle.getAttribute('data-zone'))).toEqual([
      'success',
      'safety',
      'epidemic',
    ])
    expect(circles[2]!.querySelector('title')!.textContent).toBe(
      'abril de 2025: 9,0, zona de Epidemia (canal de 1,0 a 5,0)',
    )
    expect(view.all('[data-gap]')).toHaveLength(1)
    expect(rowsOf(view).map((row) => row[2])).toEqual([
      'Êxito',
      'Segurança',
      'Não disponível',
      'Epidemia',
    ])
  })

  it('places points and band limits on the drawn axis', () => {
    const ticks = valueTicks(view, 'pt')
    for (const circle of view.all('[data-series="points"] circle')) {
      expect(
        Math.abs(num(circle, 'cy') - yFromTicks(ticks, num(circle, 'data-value'))),
      ).toBeLessThan(1)
    }
    // The success zone of the first month runs from 0 up to its lower limit (2).
    const success = view.one('[data-zone-area="success"]').getAttribute('d')!
    const ys = [...success.matchAll(/[ML,]\s*[\d.]+,([\d.]+)/g)].map((match) => Number(match[1]))
    expect(ys.some((y) => Math.abs(y - yFromTicks(ticks, 2)) < 1)).toBe(true)
    expect(ys.some((y) => Math.abs(y - yFromTicks(ticks, 0)) < 1)).toBe(true)
  })
})

describe('ScanChart', () => {
  const periods = Array.from({ length: 12 }, (_, index) => ({
    period: `2024-${String(index + 1).padStart(2, '0')}`,
    cases: index === 2 ? null : index >= 6 && index <= 8 ? 9 : 2,
  }))
  const view = render(
    <ScanChart
      id="scan"
      locale="en"
      title="Scan"
      periods={periods}
      cluster={{ start: 6, end: 8, observed: 27, expected: 10.2, relativeRisk: 4.1, pValue: 0.002 }}
    />,
  )

  it('shades exactly the cluster’s months', () => {
    const shade = view.one('[data-cluster] rect')
    const from = num(shade, 'x')
    const to = from + num(shade, 'width')
    const inside = view
      .all('[data-series="cases"] rect')
      .filter((bar) => num(bar, 'x') >= from && num(bar, 'x') + num(bar, 'width') <= to)
      .map((bar) => bar.getAttribute('data-period'))
    expect(inside).toEqual(['2024-07', '2024-08', '2024-09'])
  })

  it('draws bars to the drawn axis and no bar for a month not reported', () => {
    const ticks = valueTicks(view, 'en')
    for (const bar of view.all('[data-series="cases"] rect')) {
      expect(Math.abs(num(bar, 'y') - yFromTicks(ticks, num(bar, 'data-value')))).toBeLessThan(1)
    }
    expect(view.all('[data-series="cases"] rect')).toHaveLength(11)
    expect(view.one('[data-gap]').querySelector('title')!.textContent).toBe(
      'March 2024: Not available',
    )
  })

  it('describes the cluster in words', () => {
    expect(view.one('desc').textContent).toBe(
      '12 months with 43 cases in all; 1 month not available. Most likely cluster: from July 2024 to September 2024, 27 cases observed and 10.2 expected, relative risk 4.10, p-value 0.002.',
    )
  })
})
