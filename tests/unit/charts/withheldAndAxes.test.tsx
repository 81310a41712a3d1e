import { describe, expect, it } from 'vitest'
import {
  EndemicChannelChart,
  ForestPlot,
  ScanChart,
  TrendChart,
  type ScanPeriod,
} from '@/components/charts'
import { RegistryMap } from '@/components/map/RegistryMap'
import { render } from './render'

const tableRows = (view: ReturnType<typeof render>) =>
  view
    .all('table[data-chart-table] tbody tr')
    .map((row) => [...row.children].map((cell) => cell.textContent))
const legendOf = (view: ReturnType<typeof render>) =>
  view.all('[data-legend] li').map((item) => item.textContent)
const axisName = (view: ReturnType<typeof render>) =>
  view.one('[data-axis="value"] > text').textContent

describe('the scan chart with months withheld from the reader', () => {
  const months = ['2025-01', '2025-02', '2025-03', '2025-04']
  const withheld: ScanPeriod[] = months.map((period) => ({
    period,
    cases: null,
    withheld: true,
  }))

  it('draws withheld months hatched and never as "not available", with no scale of cases', () => {
    const view = render(
      <ScanChart id="scan" locale="pt" title="Varredura" periods={withheld} cluster={null} />,
    )
    const gaps = view.all('[data-gaps] [data-gap]')
    expect(gaps.map((gap) => gap.getAttribute('data-gap'))).toEqual(months.map(() => 'withheld'))
    expect(gaps.every((gap) => gap.getAttribute('fill') === 'url(#scan-hatch)')).toBe(true)
    expect(view.html).not.toContain('Não disponível')
    expect(legendOf(view)).toContain('Omitido: casos mensais não publicados')
    expect(tableRows(view).map((row) => row[1])).toEqual(
      months.map(() => 'Omitido: casos mensais não publicados'),
    )
    // Nothing is drawn: the axis names cases and shows no made-up 0–1 scale.
    expect(axisName(view)).toBe('Casos')
    expect(view.all('[data-axis="value"] [data-tick]')).toHaveLength(0)
  })

  it('keeps a month not available apart from a withheld one', () => {
    const view = render(
      <ScanChart
        id="scan"
        locale="en"
        title="Scan"
        periods={[
          { period: '2025-01', cases: null },
          { period: '2025-02', cases: null, withheld: true },
        ]}
        cluster={null}
      />,
    )
    expect(view.all('[data-gap]').map((gap) => gap.getAttribute('data-gap'))).toEqual([
      'not-available',
      'withheld',
    ])
    expect(tableRows(view).map((row) => row[1])).toEqual([
      'Not available',
      'Withheld: monthly cases not published',
    ])
  })
})

describe('the endemic channel names the quantity it draws', () => {
  const chart = (measure: 'cases' | 'rate' | 'index', locale: 'pt' | 'es' | 'en' = 'pt') =>
    render(
      <EndemicChannelChart
        id="channel"
        locale={locale}
        title="Canal"
        measure={measure}
        bands={[
          { period: '2025-S1', lower: 80, center: 100, upper: 120 },
          { period: '2025-S2', lower: 85, center: 100, upper: 118 },
        ]}
        series={[
          { period: '2025-S1', value: 97, zone: 'safety' },
          { period: '2025-S2', value: 107, zone: 'alert' },
        ]}
      />,
    )

  it('an index (band centre 100) is named as one, never as cases or a rate', () => {
    expect(axisName(chart('index'))).toBe('Índice observado/esperado (centro do canal = 100)')
    expect(axisName(chart('index', 'es'))).toBe(
      'Índice observado/esperado (centro del canal = 100)',
    )
    expect(axisName(chart('index', 'en'))).toBe('Observed/expected index (channel centre = 100)')
    // Whole numbers, as the index is rounded.
    expect(tableRows(chart('index'))[0]).toContain('97')
  })

  it('counts and rates keep their own names', () => {
    expect(axisName(chart('cases'))).toBe('Casos')
    expect(axisName(chart('rate'))).toBe('Por 10.000 nascimentos')
  })
})

describe('the forest plot and the trend say why a value is withheld', () => {
  it('writes "< 5" only of a small count; a complement and a withheld range say so', () => {
    const view = render(
      <ForestPlot
        id="forest"
        locale="pt"
        title="Registros"
        network={{ label: 'Rede', rate: null, lower: null, upper: null, gap: 'withheld' }}
        rows={[
          { code: 'S', label: 'S', rate: null, lower: null, upper: null, gap: 'suppressed' },
          { code: 'C', label: 'C', rate: null, lower: null, upper: null, gap: 'complement' },
          { code: 'W', label: 'W', rate: null, lower: null, upper: null, gap: 'withheld' },
          { code: 'N', label: 'N', rate: null, lower: null, upper: null },
        ]}
      />,
    )
    const said = (code: string) => view.one(`[data-row="${code}"] [data-gap]`).textContent
    expect(said('S')).toBe('< 5')
    expect(said('C')).toBe('Omitido para que um número pequeno não possa ser deduzido do total')
    expect(said('W')).toBe('Omitido')
    expect(said('N')).toBe('Não disponível')
    // The network's withheld estimate is not "not available" in the table either.
    expect(tableRows(view)[0]).toEqual(['Rede', 'Omitido', 'Omitido', 'Omitido'])
  })

  it('draws a withheld period hatched and an incomplete one outlined, each named', () => {
    const view = render(
      <TrendChart
        id="trend"
        locale="en"
        title="Trend"
        points={[
          { period: '2023', rate: 2, lower: 1, upper: 3 },
          { period: '2024', rate: null, lower: null, upper: null, gap: 'withheld' },
          { period: '2025', rate: null, lower: null, upper: null, gap: 'incomplete' },
        ]}
      />,
    )
    const gap = (period: string) => view.one(`[data-gaps] [data-period="${period}"]`)
    expect(gap('2024').getAttribute('data-gap')).toBe('withheld')
    expect(gap('2024').getAttribute('fill')).toBe('url(#trend-hatch)')
    expect(gap('2025').getAttribute('data-gap')).toBe('incomplete')
    expect(gap('2025').getAttribute('fill')).toBe('none')
    expect(legendOf(view)).toEqual(
      expect.arrayContaining([
        'Withheld: not published for this period',
        'Incomplete period: some months not sent yet',
      ]),
    )
    expect(view.html).not.toMatch(/Fewer than/)
    expect(axisName(view)).toBe('Per 10,000 births')
  })
})

describe('the map says why a rate is withheld', () => {
  it('a range not published reads "withheld", never "< 5"', () => {
    const view = render(
      <RegistryMap
        id="m"
        locale="pt"
        title="Prevalência"
        registries={[
          { code: 'CL-1', initials: 'CHI', name: 'Registro chileno', country: 'CL' },
          { code: 'AR-1', initials: 'ARG', name: 'Registro argentino', country: 'AR' },
        ]}
        registryHref="/r"
        valueLabel="Prevalência por 10.000 nascimentos"
        values={{ 'CL-1': null, 'AR-1': null }}
        withheld={{ codes: ['CL-1', 'AR-1'], threshold: 5, unpublished: ['CL-1'] }}
      />,
    )
    const marker = (code: string) => view.one(`a[data-registry="${code}"]`)
    expect(marker('CL-1').getAttribute('data-shade')).toBe('withheld')
    expect(marker('CL-1').querySelector('title')!.textContent).toBe('CHI: Omitido')
    expect(marker('CL-1').getAttribute('aria-label')).toBe(
      'CHI – Registro chileno, Chile. Prevalência por 10.000 nascimentos: omitido, não publicado para este período',
    )
    // A small count keeps its own words.
    expect(marker('AR-1').querySelector('title')!.textContent).toBe('ARG: < 5')
    expect(legendOf(view)).toEqual(
      expect.arrayContaining([
        'Omitido: não publicado para este período',
        'Menos de 5 casos: taxa omitida',
      ]),
    )
  })
})
