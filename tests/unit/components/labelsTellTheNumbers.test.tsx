import { createTranslator } from 'next-intl'
import { describe, expect, it, vi } from 'vitest'
import { messagesByLocale } from '@/i18n/messages'
import { AnomalyView } from '@/components/tables/AnomalyView'
import type { MapRegistry } from '@/components/map/RegistryMap'
import { discloseRows } from '@/lib/surveillance/disclosure/discloseRows'
import { cellKey, publicGrid, publicGridRows } from '@/lib/surveillance/disclosure/publicGrid'
import type { DisclosurePolicy } from '@/lib/surveillance/disclosure/viewer'
import { monthsBetween, type CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'
import type { PrevalenceGrouping } from '@/lib/surveillance/tables/prevalenceQuery'
import {
  prevalenceRows,
  type PrevalenceMonths,
  type PrevalenceRow,
} from '@/lib/surveillance/tables/prevalenceRows'
import { renderServer } from '../../helpers/renderServer'

// The page's translations without a request: the Portuguese catalogue.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt', messages: messagesByLocale.pt, namespace } as never),
}))

/**
 * Every label of one anomaly's view (table, trend, forest plot, map) checked against the exact
 * numbers behind it, as a visitor and as a member see them. The data hold a registry with a
 * small count (B), large registries the grid withholds as complements (A, C), a month not
 * available (D) and a registry that has not sent 2024's second half yet (E).
 */
const THRESHOLD = 5
const MALFORMATION = 7

function monthsOf(
  registry: string,
  births: number,
  cases: (month: string) => number | null,
): CountsRow[] {
  return monthsBetween('2023-01', '2024-12').map((period) => {
    const count = cases(period)
    return {
      registry,
      malformation: MALFORMATION,
      period,
      births: count === null ? null : births,
      cases: count,
    }
  })
}

const data: PrevalenceMonths = {
  months: [
    // 24 cases a year: never small.
    ...monthsOf('AR-A', 10_000, () => 2),
    // 2 cases in 2023, 1 in 2024: small in every period.
    ...monthsOf('CL-B', 1_000, (month) =>
      month === '2023-03' || month === '2023-09' || month === '2024-04' ? 1 : 0,
    ),
    // 12 cases a year.
    ...monthsOf('BR-C', 5_000, () => 1),
    // 2023-05 not available.
    ...monthsOf('MX-D', 3_000, (month) => (month === '2023-05' ? null : 1)),
    // Nothing after 2024-06 sent yet.
    ...monthsOf('PE-E', 4_000, (month) => (month > '2024-06' ? null : 1)),
  ],
  range: { from: '2023-01', to: '2024-12' },
  registries: ['network', 'AR-A', 'CL-B', 'BR-C', 'MX-D', 'PE-E'],
  malformations: [MALFORMATION],
}

const names: Record<string, string> = {
  'AR-A': 'RA',
  'CL-B': 'RB',
  'BR-C': 'RC',
  'MX-D': 'RD',
  'PE-E': 'RE',
}
const codeOf = (name: string) =>
  name === 'Rede (somada)' ? 'network' : Object.keys(names).find((code) => names[code] === name)!
const mapRegistries: MapRegistry[] = Object.entries(names).map(([code, initials]) => ({
  code,
  initials,
  name: `Registro ${initials}`,
  country: code.slice(0, 2),
}))

const grid = publicGrid(publicGridRows(data, THRESHOLD))
const exact = new Map(
  (['year', 'semester', 'month', 'registry'] as const).flatMap((groupBy) =>
    prevalenceRows(data, groupBy).map((row) => [cellKey(row), row] as const),
  ),
)
const exactCases = (registry: string, period: string) =>
  exact.get(cellKey({ registry, malformation: MALFORMATION, period }))!.cases

const visitor: DisclosurePolicy = { viewer: { kind: 'anonymous' }, threshold: THRESHOLD }
const member: DisclosurePolicy = {
  viewer: { kind: 'member', registries: ['AR-A'], seesOthers: false },
  threshold: THRESHOLD,
}

const seen = (policy: DisclosurePolicy, groupBy: PrevalenceGrouping): PrevalenceRow[] =>
  discloseRows(prevalenceRows(data, groupBy), policy, grid, groupBy !== 'month')

async function view(policy: DisclosurePolicy, groupBy: 'year' | 'semester' | 'month') {
  return renderServer(
    await AnomalyView({
      locale: 'pt',
      number: MALFORMATION,
      name: 'Espinha bífida',
      table: seen(policy, groupBy),
      trend: seen(policy, groupBy === 'semester' ? 'semester' : 'year'),
      whole: seen(policy, 'registry'),
      registries: Object.keys(names),
      range: data.range!,
      nameOf: (code) => names[code] ?? code,
      periodOf: (period) => period,
      threshold: THRESHOLD,
      map: { registries: mapRegistries, registryHref: '/registros' },
    }),
  )
}

const WHOLE = '2023-01/2024-12'
const small = (cases: number | null) => cases !== null && cases >= 1 && cases < THRESHOLD
/** "< 5" and its words: the only label that says a count is small. */
const SAYS_SMALL = /< 5|[Mm]enos de 5/

/** Gaps that hide a value that exists (the others: not available, not complete yet). */
const WITHHELD_GAPS = ['suppressed', 'complement', 'withheld']

type View = Awaited<ReturnType<typeof view>>

/** Every label of the view that stands for a count, with the exact count behind it. */
function labels(page: View, trendSubject = 'network') {
  const found: { where: string; text: string; cases: number | null; withheld: boolean }[] = []
  for (const tr of page.all('table.prevalence-table tbody tr')) {
    const [name, period, cases] = [...tr.children].map((cell) => cell.textContent ?? '')
    const truth = exactCases(codeOf(name!), period!)
    const text = cases!
    found.push({
      where: `table ${name} ${period}`,
      text,
      cases: truth,
      withheld: !/^\d/.test(text) && truth !== null,
    })
  }
  for (const row of page.all('[data-row]')) {
    const gap = row.querySelector('[data-gap]')
    if (!gap) continue
    const code = row.getAttribute('data-row')!
    found.push({
      where: `forest ${code}`,
      text: gap.textContent ?? '',
      cases: exactCases(code, WHOLE),
      withheld: WITHHELD_GAPS.includes(gap.getAttribute('data-gap')!),
    })
  }
  for (const marker of page.all('a[data-registry]')) {
    const code = marker.getAttribute('data-registry')!
    const text = `${marker.getAttribute('aria-label') ?? ''} ${marker.querySelector('title')!.textContent}`
    found.push({
      where: `map ${code}`,
      text,
      cases: exactCases(code, WHOLE),
      withheld: marker.getAttribute('data-shade') === 'withheld',
    })
  }
  for (const column of page.all('[data-gaps] [data-gap]')) {
    const text = column.querySelector('title')!.textContent ?? ''
    const period = column.getAttribute('data-period')!
    found.push({
      where: `trend ${period}`,
      text,
      cases: exactCases(trendSubject, period),
      withheld: WITHHELD_GAPS.includes(column.getAttribute('data-gap')!),
    })
  }
  return found
}

/** No label says "< 5" of a count that is not 1 to 4; a withheld large count says "withheld" or "*". */
function checkWords(page: View) {
  const found = labels(page)
  expect(found.length).toBeGreaterThan(10)
  for (const label of found) {
    if (SAYS_SMALL.test(label.text)) expect(small(label.cases), label.where).toBe(true)
    if (label.withheld && !small(label.cases))
      expect(label.text, label.where).toMatch(/[Oo]mitido|\*|^\s*\*/)
    if (label.withheld) expect(label.text, label.where).not.toMatch(/[Nn]ão disponível|sem dado/)
  }
  return found
}

describe('labels against the numbers behind them', () => {
  it('the grid withholds large counts too: the data test what they should', () => {
    const complements = [...grid.values()].filter((row) => row.complementary)
    expect(complements.length).toBeGreaterThan(0)
    expect(complements.every((row) => exactCases(row.registry, row.period)! >= THRESHOLD)).toBe(
      true,
    )
  })

  it.each(['year', 'semester'] as const)(
    'a visitor by %s: "< 5" only of counts of 1 to 4, withheld large counts say "withheld"',
    async (groupBy) => {
      const found = checkWords(await view(visitor, groupBy))
      // B's small counts are said to be small, in the table.
      expect(
        found.some((label) => label.where.startsWith('table RB') && SAYS_SMALL.test(label.text)),
      ).toBe(true)
      // C's whole range (24 cases, a complement in 2023) is withheld from the forest plot and
      // the map, and not as small (it was "< 5").
      expect(found.find((label) => label.where === 'forest BR-C')).toMatchObject({
        cases: 24,
        text: 'Omitido',
      })
      expect(found.find((label) => label.where === 'map BR-C')!.text).toContain(
        'omitido, não publicado para este período',
      )
    },
  )

  it('a member by month: the network months are withheld, not "< 5"; their own months exact', async () => {
    const page = await view(member, 'month')
    const found = checkWords(page)
    const network = found.filter((label) => label.where.startsWith('table Rede (somada) 2023'))
    expect(network).toHaveLength(12)
    // About 5 cases a month: withheld because months are not published, whatever their size.
    expect(network.filter((label) => label.cases! >= THRESHOLD).length).toBeGreaterThan(6)
    for (const label of network)
      expect(label.text).toBe(
        'omitidoomitido: não publicado para este período (pode ter muitos casos)',
      )
    const own = found.filter((label) => label.where.startsWith('table RA'))
    expect(own.map((label) => label.text)).toEqual(own.map((label) => String(label.cases)))
  })

  it('a member by year sees their own registry exactly in the forest plot and the map', async () => {
    const found = checkWords(await view(member, 'year'))
    expect(found.some((label) => label.where === 'forest AR-A')).toBe(false)
    expect(found.find((label) => label.where === 'map AR-A')!.withheld).toBe(false)
  })

  it('marks the network period a registry has not sent as incomplete, never as a value', async () => {
    for (const [groupBy, period] of [
      ['semester', '2024-S2'],
      ['year', '2024'],
    ] as const) {
      const page = await view(visitor, groupBy)
      const column = page.one(`[data-gaps] [data-period="${period}"]`)
      expect(column.getAttribute('data-gap'), period).toBe('incomplete')
      expect(column.querySelector('title')!.textContent).toMatch(
        /: Período incompleto: há meses ainda não enviados$/,
      )
      expect(page.all(`[data-series="points"] [data-period="${period}"]`)).toHaveLength(0)
    }
  })

  it('draws the network without a registry of the period as incomplete, never as complete', async () => {
    const page = await view(visitor, 'semester')
    // D's May is not available: 2023-S1 pools A, B, C and E only.
    const point = (period: string) => page.one(`[data-series="points"] [data-period="${period}"]`)
    expect(point('2023-S1').getAttribute('data-incomplete')).toBe('true')
    expect(point('2023-S1').getAttribute('fill')).toBe('#ffffff')
    expect(point('2023-S1').querySelector('title')!.textContent).toMatch(
      /\(período incompleto: sem algum registro\)$/,
    )
    expect(point('2023-S2').getAttribute('data-incomplete')).toBeNull()
    expect(page.all('[data-legend] li').map((item) => item.textContent)).toContain(
      'Período incompleto: sem algum registro',
    )
  })

  it('over one whole year, the forest plot and the map say what the grid says of that year', () => {
    const year2023 = {
      ...data,
      months: data.months.filter((row) => row.period.startsWith('2023')),
      range: { from: '2023-01', to: '2023-12' },
    }
    const whole = discloseRows(prevalenceRows(year2023, 'registry'), visitor, grid, true)
    const of = (code: string) => whole.find((row) => row.registry === code)!
    // B's 2 cases: small; C's 12: a complement; A's 24: shown.
    expect(of('CL-B')).toMatchObject({ cases: null, withheld: 'small', period: '2023-01/2023-12' })
    expect(of('BR-C')).toMatchObject({ cases: null, withheld: 'complement' })
    expect(of('AR-A')).toMatchObject({ cases: 24, suppressed: false })
  })

  it('names the quantity each chart draws', async () => {
    const page = await view(visitor, 'year')
    const axisNames = page.all('[data-axis="value"] > text').map((text) => text.textContent)
    // The trend (rotated label) and the forest plot: rates per 10,000 births.
    expect(axisNames).toEqual(['Por 10.000 nascimentos', 'Por 10.000 nascimentos'])
  })
})
