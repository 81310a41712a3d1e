import { describe, expect, it } from 'vitest'
import { TrendChart, type TrendPoint } from '@/components/charts'
import { num, render, valueTicks, yFromTicks } from './render'

const points: TrendPoint[] = [
  { period: '2019', rate: 2.4, lower: 1.5, upper: 3.6 },
  { period: '2020', rate: 3.1, lower: 2.1, upper: 4.4 },
  { period: '2021', rate: null, lower: null, upper: null, gap: 'not-available' },
  { period: '2022', rate: 2.75, lower: 1.8, upper: 4.0 },
  { period: '2023', rate: null, lower: null, upper: null, gap: 'suppressed' },
  { period: '2024', rate: 1.9, lower: 1.1, upper: 3.0 },
]

const chart = (locale: 'pt' | 'en' = 'pt') =>
  render(
    <TrendChart
      id="trend"
      locale={locale}
      title="Microcefalia, rede"
      points={points}
      reference={{ rate: 2.2, label: 'Rede' }}
    />,
  )

describe('TrendChart', () => {
  it('is an image named by its title and described by a summary', () => {
    const view = chart()
    const svg = view.one('svg[role="img"]')
    const title = view.one(`#${svg.getAttribute('aria-labelledby')}`)
    expect(title.tagName.toLowerCase()).toBe('title')
    expect(title.textContent).toBe('Microcefalia, rede')
    const desc = view.one(`#${svg.getAttribute('aria-describedby')}`)
    expect(desc.textContent).toBe(
      '6 períodos, de 2019 a 2024; prevalência entre 1,9 e 3,1 por 10.000 nascimentos; 2 períodos sem valor. Linha de referência: Rede, 2,2 por 10.000 nascimentos.',
    )
    expect(svg.getAttribute('viewBox')).toBe('0 0 640 320')
  })

  it('breaks the line at periods without a rate and draws no point for them', () => {
    const view = chart()
    const d = view.one('[data-series="rate"]').getAttribute('d')!
    // 2019–2020, 2022 alone, 2024 alone: three pieces, each starting with a move.
    expect(d.match(/M/g)).toHaveLength(3)
    const periods = view
      .all('[data-series="points"] circle')
      .map((c) => c.getAttribute('data-period'))
    expect(periods).toEqual(['2019', '2020', '2022', '2024'])
    const band = view.one('[data-series="interval"]').getAttribute('d')!
    expect(band.match(/M/g)).toHaveLength(3)
  })

  it('marks the missing periods as gap columns of their kind, never as zero', () => {
    const view = chart()
    const gapKinds = view.all('[data-gap]').map((rect) => rect.getAttribute('data-gap'))
    expect(gapKinds).toEqual(['not-available', 'suppressed'])
    const zeroY = valueTicks(view, 'pt').find((tick) => tick.value === 0)!.y
    for (const circle of view.all('[data-series="points"] circle')) {
      expect(num(circle, 'cy')).toBeLessThan(zeroY - 1)
    }
    const legend = view.one('[data-legend]').textContent
    expect(legend).toContain('Não disponível')
    expect(legend).toContain('Menos de 5 casos (não publicado)')
  })

  it('places each rate where the drawn axis says it belongs', () => {
    const view = chart()
    const ticks = valueTicks(view, 'pt')
    expect(ticks[0]!.value).toBe(0)
    for (const circle of view.all('[data-series="points"] circle')) {
      const value = num(circle, 'data-value')
      expect(Math.abs(num(circle, 'cy') - yFromTicks(ticks, value))).toBeLessThan(1)
    }
    const reference = view.one('[data-series="reference"] line')
    expect(Math.abs(num(reference, 'y1') - yFromTicks(ticks, 2.2))).toBeLessThan(1)
    // 2.75 on a 0–5 axis of 320 − 16 − 40 = 264 px: 2.75/5 of the height above the bottom.
    const circle = view.one('circle[data-period="2022"]')
    expect(Math.abs(num(circle, 'cy') - (280 - (2.75 / 5) * 264))).toBeLessThan(1)
  })

  it('writes the ticks as each language does', () => {
    expect(valueTicks(chart('pt'), 'pt').map((tick) => tick.label)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ])
    const small = (locale: 'pt' | 'en') =>
      render(
        <TrendChart
          id="small"
          locale={locale}
          title="t"
          points={[{ period: '2024', rate: 0.8, lower: 0.3, upper: 1.6 }]}
        />,
      )
    // 0–1.6 in five ticks: steps of 0.5, written with one decimal.
    expect(valueTicks(small('pt'), 'pt').map((tick) => tick.label)).toEqual([
      '0,0',
      '0,5',
      '1,0',
      '1,5',
      '2,0',
    ])
    expect(valueTicks(small('en'), 'en').map((tick) => tick.label)[1]).toBe('0.5')
  })

  it('gives the numbers in a table, the missing ones in words', () => {
    const view = chart('en')
    const rows = view
      .all('table[data-chart-table] tbody tr')
      .map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows).toHaveLength(6)
    expect(rows[0]).toEqual(['2019', '2.4', '1.5', '3.6'])
    expect(rows[2]).toEqual(['2021', 'Not available', 'Not available', 'Not available'])
    expect(rows[4]![1]).toBe('Fewer than 5 cases (withheld)')
  })

  it('names months and semesters in the reader’s language', () => {
    const months = render(
      <TrendChart
        id="m"
        locale="pt"
        title="t"
        points={[
          { period: '2024-12', rate: 1, lower: 0.5, upper: 2 },
          { period: '2025-01', rate: 1, lower: 0.5, upper: 2 },
        ]}
      />,
    )
    const labels = months.all('[data-category-label]').map((label) => label.textContent)
    expect(labels).toEqual(['dez.2024', 'jan.2025'])
    const semesters = render(
      <TrendChart
        id="s"
        locale="es"
        title="t"
        points={[{ period: '2024-S1', rate: 1, lower: 0.5, upper: 2 }]}
      />,
    )
    expect(semesters.one('table tbody th').textContent).toBe('1.er semestre de 2024')
  })
})
