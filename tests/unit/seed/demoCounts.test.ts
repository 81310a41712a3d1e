import { describe, expect, it } from 'vitest'

import { poissonExactInterval, poissonTrend, temporalScan } from '@/lib/stats'
import { demoMalformations } from '@/seed/surveillanceData/malformations'
import { generateDemoCounts, type DemoCountsInput } from '@/seed/surveillanceData/demoCounts'

const registries = [
  { code: 'AR-RENAC', annualBirths: 300_000 },
  { code: 'BR-SINASC', annualBirths: 2_700_000 },
  { code: 'CL-RENACH', annualBirths: 45_000 },
  { code: 'CR-CREC', annualBirths: 58_000 },
  { code: 'PY-RENADECOPY', annualBirths: 24_000 },
  { code: 'CO-BOG', annualBirths: 80_000 },
  { code: 'CO-CAL', annualBirths: 24_000 },
  { code: 'CL-MAULE', annualBirths: 11_000 },
  { code: 'NI-SVDC', annualBirths: 18_000 },
  { code: 'MX-NL', annualBirths: 4_500 },
  { code: 'BR-SP', annualBirths: 150_000 },
  { code: 'ECLAMC', annualBirths: 90_000 },
]
const input: DemoCountsInput = {
  registries,
  malformations: demoMalformations.map(({ number, per10000 }) => ({ number, per10000 })),
  fromYear: 2014,
  toYear: 2025,
  seed: 20_250_101,
}
const data = generateDemoCounts(input)
const MONTHS = 144

const key = (registry: string, month: string) => `${registry}|${month}`
const birthsOf = new Map(
  data.births.map((row) => [key(row.registry, row.month), row.liveBirths + row.stillbirths]),
)
const series = (registry: string, malformation: number) =>
  data.cases.filter((row) => row.registry === registry && row.malformation === malformation)
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('generateDemoCounts', () => {
  it('has one births row per registry and month, one cases row per registry, anomaly and month', () => {
    expect(data.births).toHaveLength(registries.length * MONTHS)
    expect(data.cases).toHaveLength(registries.length * demoMalformations.length * MONTHS)
    const months = data.births.filter((row) => row.registry === 'CO-BOG').map((row) => row.month)
    expect(months[0]).toBe('2014-01')
    expect(months[11]).toBe('2014-12')
    expect(months.at(-1)).toBe('2025-12')
    expect(new Set(months).size).toBe(MONTHS)
    expect(months.every((month) => /^\d{4}-(0[1-9]|1[0-2])$/.test(month))).toBe(true)
  })

  it('is deterministic for a seed and different for another seed', () => {
    expect(generateDemoCounts(input)).toEqual(data)
    const other = generateDemoCounts({ ...input, seed: input.seed + 1 })
    expect(other.cases.map((row) => row.cases)).not.toEqual(data.cases.map((row) => row.cases))
  })

  it("keeps a registry's figures when another registry is added", () => {
    const more = generateDemoCounts({
      ...input,
      registries: [...registries, { code: 'XX-NEW', annualBirths: 30_000 }],
    })
    const ecuador = (counts: typeof data) =>
      counts.births.filter((row) => row.registry === 'CO-BOG')
    expect(ecuador(more)).toEqual(ecuador(data))
  })

  it('draws whole non-negative counts, never more cases than births', () => {
    expect(
      data.births.every(
        (row) =>
          Number.isInteger(row.liveBirths) &&
          row.liveBirths > 0 &&
          Number.isInteger(row.stillbirths),
      ),
    ).toBe(true)
    const wrong = data.cases.filter(
      (row) =>
        row.cases !== null &&
        !(
          Number.isInteger(row.cases) &&
          row.cases >= 0 &&
          row.cases <= birthsOf.get(key(row.registry, row.month))!
        ),
    )
    expect(wrong).toEqual([])
  })

  it('gives each registry about annualBirths births in the first year, 0.8–1% of them stillbirths', () => {
    for (const { code, annualBirths } of registries) {
      const rows = data.births.filter((row) => row.registry === code)
      const firstYear = sum(rows.slice(0, 12).map((row) => row.liveBirths + row.stillbirths))
      // Year level ±2% around 1 plus Poisson noise (√annualBirths, under 1.5% even for 4,500).
      expect(Math.abs(firstYear / annualBirths - 1)).toBeLessThan(
        0.02 + 4 / Math.sqrt(annualBirths),
      )
      const all = sum(rows.map((row) => row.liveBirths + row.stillbirths))
      const stillbirths = sum(rows.map((row) => row.stillbirths))
      const slack = 4 * Math.sqrt(0.01 / all)
      expect(stillbirths / all).toBeGreaterThan(0.008 - slack)
      expect(stillbirths / all).toBeLessThan(0.01 + slack)
    }
  })

  it('varies births with the season and declines them slowly over the years', () => {
    const network = (month: string) =>
      sum(data.births.filter((row) => row.month === month).map((r) => r.liveBirths + r.stillbirths))
    // September is the seasonal peak (+5%), March the trough (−5%).
    expect(network('2019-09') / network('2019-03')).toBeGreaterThan(1.05)
    expect(network('2025-09') / network('2014-09')).toBeLessThan(0.95)
  })

  it("keeps each registry's rate within its ascertainment range (±10%) of the anomaly's rate", () => {
    const planted = new Set(data.clusters.map((c) => `${c.registry}|${c.malformation}`))
    for (const { code } of registries) {
      for (const { number, per10000 } of demoMalformations) {
        if (planted.has(`${code}|${number}`)) continue
        const rows = series(code, number).filter((row) => row.cases !== null)
        const births = sum(rows.map((row) => birthsOf.get(key(code, row.month))!))
        const expected = (births * per10000) / 10_000
        const observed = sum(rows.map((row) => row.cases!))
        // ±10% ascertainment, plus 4 Poisson standard errors of the total.
        const slack = 0.1 * expected + 4 * Math.sqrt(1.1 * expected) + 1
        expect(Math.abs(observed - expected)).toBeLessThan(slack)
      }
    }
  })

  it('plants two 5× and 3× excesses in the last 24 months, far above the months around them', () => {
    const excesses = data.clusters.filter((cluster) => cluster.kind === 'excess')
    expect(
      excesses.map(({ registry, malformation, from, to, factor }) => ({
        registry,
        malformation,
        from,
        to,
        factor,
      })),
    ).toEqual([
      // Most common anomaly (heart defects) in the registry of median size.
      { registry: 'CL-RENACH', malformation: 4, from: '2025-02', to: '2025-04', factor: 5 },
      // Anomaly of median rate (spina bifida) in the second largest registry.
      { registry: 'AR-RENAC', malformation: 3, from: '2024-04', to: '2024-07', factor: 3 },
    ])
    for (const cluster of excesses) {
      const rows = series(cluster.registry, cluster.malformation)
      const inside = rows.filter((row) => row.month >= cluster.from && row.month <= cluster.to)
      const before = rows.filter((row) => row.month < cluster.from && row.month >= '2020-01')
      const rateBefore =
        sum(before.map((row) => row.cases!)) /
        sum(before.map((row) => birthsOf.get(key(cluster.registry, row.month))!))
      const expected =
        rateBefore * sum(inside.map((row) => birthsOf.get(key(cluster.registry, row.month))!))
      const observed = sum(inside.map((row) => row.cases!))
      // Far outside chance: the expectation lies below the 99.9% exact interval of the count…
      expect(expected).toBeLessThan(poissonExactInterval(observed, 0.999).lower)
      // …and the excess is of the planted size.
      expect(observed / expected).toBeGreaterThan(cluster.factor / 1.6)
      expect(observed / expected).toBeLessThan(cluster.factor * 1.6)
      expect(cluster.description).toMatch(/^Demonstration values/)
    }
  })

  it('plants a 12%-a-year rise over the last 6 years', () => {
    const rise = data.clusters.filter((cluster) => cluster.kind === 'rise')
    expect(rise).toHaveLength(1)
    // Second most common anomaly (hypospadias) in the registry just above the median size.
    expect(rise[0]).toMatchObject({
      registry: 'CR-CREC',
      malformation: 15,
      from: '2020-01',
      to: '2025-12',
      factor: 1.12,
    })
    const rate = (fromMonth: string, toMonth: string) => {
      const rows = series('CR-CREC', 15).filter(
        (row) => row.month >= fromMonth && row.month <= toMonth,
      )
      return (
        sum(rows.map((row) => row.cases!)) /
        sum(rows.map((row) => birthsOf.get(key('CR-CREC', row.month))!))
      )
    }
    // Expected ratio 1.12^5 ≈ 1.76 between the middles of the two 2-year spans;
    // the standard error of its logarithm is about 0.1 at ~50 cases a year.
    expect(rate('2024-01', '2025-12') / rate('2018-01', '2019-12')).toBeGreaterThan(1.4)
  })

  it('plants clusters the temporal scan finds over the last 24 months, and a rise the trend finds', () => {
    const last24 = data.births
      .filter((row) => row.registry === 'CO-BOG')
      .slice(-24)
      .map((row) => row.month)
    for (const cluster of data.clusters.filter((c) => c.kind === 'excess')) {
      const rows = series(cluster.registry, cluster.malformation).slice(-24)
      const result = temporalScan({
        cases: rows.map((row) => row.cases!),
        births: last24.map((month) => birthsOf.get(key(cluster.registry, month))!),
        seed: 1,
      })
      // The most likely cluster is the planted months, at the smallest p-value 999 replications give.
      expect([last24[result.start], last24[result.end]]).toEqual([cluster.from, cluster.to])
      expect(result.pValue).toBe(0.001)
    }
    const rise = data.clusters.find((c) => c.kind === 'rise')!
    const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]
    const yearly = years.map((year) => {
      const rows = series(rise.registry, rise.malformation).filter((row) =>
        row.month.startsWith(`${year}-`),
      )
      return {
        cases: sum(rows.map((row) => row.cases!)),
        births: sum(rows.map((row) => birthsOf.get(key(rise.registry, row.month))!)),
      }
    })
    const trend = poissonTrend({
      cases: yearly.map((y) => y.cases),
      births: yearly.map((y) => y.births),
      times: years,
    })
    expect(trend.pValue).toBeLessThan(0.05)
    expect(trend.lower).toBeGreaterThan(0)
  })

  it('leaves 3 months "not available" (null, not 0) in one registry, for every anomaly', () => {
    const blanks = data.cases.filter((row) => row.cases === null)
    expect(new Set(blanks.map((row) => row.registry))).toEqual(new Set(['CL-MAULE']))
    expect([...new Set(blanks.map((row) => row.month))].sort()).toEqual([
      '2023-06',
      '2023-07',
      '2023-08',
    ])
    expect(blanks).toHaveLength(3 * demoMalformations.length)
    expect(
      data.births.filter((row) => row.registry === 'CL-MAULE' && row.month === '2023-07'),
    ).toHaveLength(1)
  })

  it.each([
    [{ toYear: 2015 }, /at least 3 years/],
    [{ fromYear: 2014.5 }, /whole years/],
    [{ seed: 1.5 }, /^seed must be a safe integer/],
    [{ registries: [] }, /at least one registry/],
    [{ registries: [{ code: 'A', annualBirths: 0 }] }, /^annualBirths of A must be/],
    [{ registries: [registries[0]!, registries[0]!] }, /^registry codes must be unique/],
    [{ malformations: [{ number: 1, per10000: -1 }] }, /^per10000 of malformation 1 must be/],
    [
      {
        malformations: [
          { number: 1, per10000: 1 },
          { number: 1, per10000: 2 },
        ],
      },
      /unique/,
    ],
  ])('rejects bad input %o with a RangeError', (change, message) => {
    expect(() => generateDemoCounts({ ...input, ...change })).toThrow(RangeError)
    expect(() => generateDemoCounts({ ...input, ...change })).toThrow(message)
  })
})
