import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { testPayload } from '../../helpers/payload'
import { tokensByRole } from '../../helpers/accounts'
import { publishTestRelease } from '../../helpers/releases'
import { rest } from '../../helpers/rest'
import { mod, Span } from '../../helpers/outsiderAlgebra'

/**
 * An outsider's attack on the public numbers. Five test registries report three test anomalies
 * over three years with many monthly counts of 0 to 2; one registry leaves a month blank, so the
 * network pools without it for that half and that year. As a visitor, the test asks the
 * prevalence API everything it answers (every grid grouping, every whole-period range, every
 * registry alone and together, JSON and CSV, the monitoring of the network), writes each shown
 * count as a linear equation over the unknown monthly counts, and checks that no withheld count
 * of a registry or the network, nor a small sum of them, nor a small month, is a combination of
 * those equations. The rank test is independent of the code under test: Gaussian elimination
 * modulo a prime (a combination over the rationals is one modulo p, so nothing is missed).
 */

let payload: Payload
const THRESHOLD = 5
const REGISTRIES = ['ZZ-ATK-A', 'ZZ-ATK-B', 'ZZ-ATK-C', 'ZZ-ATK-D', 'ZZ-ATK-E']
const ANOMALIES = [9801, 9802, 9803]
const YEARS = [2001, 2002, 2003]
const BLANK = { registry: 'ZZ-ATK-E', month: '2002-03' }
const ids: { registries: Map<string, number>; malformations: Map<number, number> } = {
  registries: new Map(),
  malformations: new Map(),
}

/** A fixed pseudo-random count: rare anomalies give many semesters of 1 to 4 cases. */
function monthCases(registry: number, anomaly: number, month: number): number {
  const seed = (registry * 7919 + anomaly * 104_729 + month * 1_299_709) % 2_147_483_647
  const draw = ((seed * 48_271) % 2_147_483_647) / 2_147_483_647
  // 9801: about one case in five months; 9802: about one in two; 9803: registry C is large.
  if (anomaly === 9801) return draw < 0.2 ? 1 : 0
  if (anomaly === 9802) return draw < 0.4 ? 1 : draw < 0.5 ? 2 : 0
  return registry === 2 ? 3 + Math.floor(draw * 4) : draw < 0.3 ? 1 : 0
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`
const allMonths = YEARS.flatMap((year) =>
  Array.from({ length: 12 }, (_, index) => monthKey(year, index + 1)),
)
/** The true counts: registry|anomaly|month → cases (null: blank). */
const truth = new Map<string, number | null>()
for (const [r, registry] of REGISTRIES.entries())
  for (const anomaly of ANOMALIES)
    for (const [m, month] of allMonths.entries())
      truth.set(
        `${registry}|${anomaly}|${month}`,
        registry === BLANK.registry && month === BLANK.month ? null : monthCases(r, anomaly, m),
      )

beforeAll(async () => {
  payload = await testPayload()
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  for (const number of ANOMALIES) {
    const doc = await payload.create({
      collection: 'malformations',
      locale: 'pt',
      data: { number, icd10: 'Q89.7', name: `Anomalia de ataque ${number}` },
      ...options,
    })
    ids.malformations.set(number, doc.id)
  }
  for (const code of REGISTRIES) {
    const doc = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'PE', coverage: 'hospital', name: code },
      ...options,
    })
    ids.registries.set(code, doc.id)
  }
  const req = await createLocalReq({}, payload)
  for (const code of REGISTRIES)
    for (const year of YEARS)
      for (const semester of [1, 2] as const) {
        const months = Array.from({ length: 6 }, (_, index) => index + 1 + (semester - 1) * 6)
        await replaceAcceptedSemester(req, {
          registryId: ids.registries.get(code)!,
          year,
          semester,
          submissionId: null,
          births: months.map((month) => ({ month, liveBirths: 990, stillbirths: 10 })),
          cases: months.flatMap((month) =>
            ANOMALIES.map((number) => ({
              malformationId: ids.malformations.get(number)!,
              month,
              cases: truth.get(`${code}|${number}|${monthKey(year, month)}`)!,
            })),
          ),
        })
      }
  // The public figures change when the office publishes them.
  await publishTestRelease((await tokensByRole()).admin!)
})

afterAll(async () => {
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const mine = { registry: { in: [...ids.registries.values()] } }
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({
    collection: 'member-registries',
    where: { id: { in: [...ids.registries.values()] } },
    ...options,
  })
  await payload.delete({
    collection: 'malformations',
    where: { id: { in: [...ids.malformations.values()] } },
    ...options,
  })
})

// ---- the outsider's algebra (outsiderAlgebra.ts) over the unknown monthly counts ----

/** Each unknown month of one anomaly: registry × month, a column. */
const columns = new Map<string, number>()
for (const registry of REGISTRIES)
  for (const month of allMonths) columns.set(`${registry}|${month}`, columns.size)

const monthsOf = (period: string): string[] => {
  const semester = /^(\d{4})-S([12])$/.exec(period)
  if (semester)
    return allMonths.filter(
      (month) =>
        month.startsWith(semester[1]!) && Number(month.slice(5)) <= 6 === (semester[2] === '1'),
    )
  if (/^\d{4}$/.test(period)) return allMonths.filter((month) => month.startsWith(period))
  const whole = /^(\d{4}-\d{2})\/(\d{4}-\d{2})$/.exec(period)!
  return allMonths.filter((month) => month >= whole[1]! && month <= whole[2]!)
}

interface Row {
  registry: string
  malformation: number
  period: string
  cases: number | null
  rate: number | null
  lower: number | null
  upper: number | null
  suppressed: boolean
  excluded?: string[]
}

/** The vector of a row's count: its registry's months, or the months of the registries pooled. */
function rowVector(row: Row): number[] {
  const vector = Array<number>(columns.size).fill(0)
  const pooled =
    row.registry === 'network'
      ? REGISTRIES.filter((code) => !(row.excluded ?? []).includes(code))
      : [row.registry]
  for (const code of pooled)
    for (const month of monthsOf(row.period)) vector[columns.get(`${code}|${month}`)!] = 1
  return vector
}

const trueCount = (registries: string[], anomaly: number, period: string) =>
  registries.reduce(
    (sum, code) =>
      sum +
      monthsOf(period).reduce(
        (inner, month) => inner + (truth.get(`${code}|${anomaly}|${month}`) ?? NaN),
        0,
      ),
    0,
  )

// ---- collecting every public number ----

const seen: Row[] = []
const refused: string[] = []

async function ask(query: string): Promise<void> {
  const res = await rest('GET', `surveillance/prevalence?${query}`)
  if (res.status !== 200) {
    refused.push(`${res.status} ${query}`)
    return
  }
  const body = (await res.json()) as { rows: Row[] }
  seen.push(...body.rows)
}

function csvRows(text: string): Row[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  const names = header!.split(',')
  return lines.map((line) => {
    const cells = Object.fromEntries(line.split(',').map((value, i) => [names[i], value]))
    const number = (value: string | undefined) => (value ? Number(value) : null)
    return {
      registry: cells.registry!,
      malformation: Number(cells.malformation),
      period: cells.period!,
      cases: number(cells.cases),
      rate: number(cells.rate_per_10000),
      lower: number(cells.lower_95),
      upper: number(cells.upper_95),
      suppressed: cells.suppressed === 'true',
      excluded: cells.excluded ? cells.excluded.split(' ') : [],
    }
  })
}

describe('an outsider collecting every public number', () => {
  it('gets nothing but whole years and semesters', async () => {
    const all = ANOMALIES.join(',')
    for (const groupBy of ['month', 'registry'])
      for (const query of [`malformation=${all}&groupBy=${groupBy}`])
        expect((await rest('GET', `surveillance/prevalence?${query}`)).status).toBe(400)
    const cut = await rest(
      'GET',
      `surveillance/prevalence?malformation=${all}&from=2001-02&to=2001-12`,
    )
    expect(cut.status).toBe(400)
    expect(((await cut.json()) as { errors: { field: string; code: string }[] }).errors).toEqual([
      expect.objectContaining({ field: 'from', code: 'publicGridYearStart' }),
    ])
  })

  it('cannot work back any withheld count, small sum or month', async () => {
    const anomalySets = [...ANOMALIES.map(String), ANOMALIES.join(',')]
    const registrySets = ['network', `network,${REGISTRIES.join(',')}`, ...REGISTRIES]
    const ranges: { groupBy: string; from?: string; to?: string }[] = [
      { groupBy: 'year' },
      { groupBy: 'semester' },
    ]
    for (const [i, first] of YEARS.entries())
      for (const last of YEARS.slice(i)) {
        ranges.push({ groupBy: 'year', from: `${first}-01`, to: `${last}-12` })
        if (last < YEARS.at(-1)!)
          ranges.push({ groupBy: 'semester', from: `${first}-07`, to: `${last + 1}-06` })
        ranges.push({ groupBy: 'semester', from: `${first}-01`, to: `${last}-06` })
      }
    for (const malformation of anomalySets)
      for (const registry of registrySets)
        for (const range of ranges)
          await ask(new URLSearchParams({ malformation, registry, ...range }).toString())
    expect(refused).toEqual([])
    for (const groupBy of ['year', 'semester']) {
      const res = await rest(
        'GET',
        `surveillance/prevalence?malformation=${ANOMALIES.join(',')}&registry=network,${REGISTRIES.join(',')}&groupBy=${groupBy}&format=csv`,
      )
      expect(res.status).toBe(200)
      seen.push(...csvRows(await res.text()))
    }

    // A withheld count never travels with its rate or interval (a rate and births give it back).
    for (const row of seen)
      if (row.cases === null) expect([row.rate, row.lower, row.upper]).toEqual([null, null, null])

    let withheldCells = 0
    for (const anomaly of ANOMALIES) {
      const span = new Span()
      const mine = seen.filter((row) => row.malformation === anomaly)
      for (const row of mine) if (row.cases !== null) span.add(rowVector(row))
      // Every shown count is the true one (the equations are right).
      for (const row of mine)
        if (row.cases !== null) {
          const pooled =
            row.registry === 'network'
              ? REGISTRIES.filter((code) => !(row.excluded ?? []).includes(code))
              : [row.registry]
          expect(row.cases, `${row.registry} ${row.period}`).toBe(
            trueCount(pooled, anomaly, row.period),
          )
        }

      // No month of 1 to 4 cases is determined.
      for (const [key, column] of columns) {
        const [registry, month] = key.split('|') as [string, string]
        const value = truth.get(`${registry}|${anomaly}|${month}`)
        if (value == null || value < 1) continue
        const unit = Array<number>(columns.size).fill(0)
        unit[column] = 1
        expect(
          span.reduce(unit).some((entry) => entry !== 0),
          `month ${key}`,
        ).toBe(true)
      }

      // The withheld cells (by key, each once) and their residuals against what is shown.
      const withheld = new Map<string, { value: number; residual: number[] }>()
      for (const row of mine)
        if (row.suppressed && !withheld.has(`${row.registry}|${row.period}`)) {
          const pooled =
            row.registry === 'network'
              ? REGISTRIES.filter((code) => !(row.excluded ?? []).includes(code))
              : [row.registry]
          withheld.set(`${row.registry}|${row.period}`, {
            value: trueCount(pooled, anomaly, row.period),
            residual: span.reduce(rowVector(row)),
          })
        }
      withheldCells += withheld.size
      const cells = [...withheld.entries()]
      const small = cells.filter(([, cell]) => cell.value >= 1 && cell.value < THRESHOLD)
      const zeros = cells.filter(([, cell]) => cell.value === 0)
      expect(zeros.length).toBeLessThanOrEqual(16)
      // Every sum of withheld zeros: a small sum may hide among them.
      const zeroSums = new Set<string>()
      for (let mask = 0; mask < 1 << zeros.length; mask++) {
        const sum = Array<number>(columns.size).fill(0)
        zeros.forEach(([, cell], i) => {
          if (mask & (1 << i)) cell.residual.forEach((value, j) => (sum[j] = mod(sum[j]! + value)))
        })
        zeroSums.add(sum.join(','))
      }
      const determined: string[] = []
      const visit = (start: number, chosen: number[], total: number, residual: number[]) => {
        for (let i = start; i < small.length; i++) {
          const [, cell] = small[i]!
          if (total + cell.value >= THRESHOLD) continue
          const next = residual.map((value, j) => mod(value + cell.residual[j]!))
          const negated = next.map((value) => mod(-value)).join(',')
          if (zeroSums.has(negated))
            determined.push([...chosen, i].map((index) => small[index]![0]).join(' + '))
          visit(i + 1, [...chosen, i], total + cell.value, next)
        }
      }
      visit(0, [], 0, Array<number>(columns.size).fill(0))
      expect(determined, `anomaly ${anomaly}`).toEqual([])
    }
    // The data did have small cells to protect.
    expect(withheldCells).toBeGreaterThan(30)
  })
})
