import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { tokensByRole } from '../../helpers/accounts'
import { recoverableSmallSums, Span } from '../../helpers/outsiderAlgebra'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease } from '../../helpers/releases'
import { rest } from '../../helpers/rest'

/**
 * An outsider's attack on the public numbers over time. Four test registries report two test
 * anomalies in 2001 and 2002 with many monthly counts of 0 to 2; then, one after another, the
 * office accepts a semester that was missing (the network's pool changes), accepts a
 * resubmission that changes a semester, a draft resubmission is returned (nothing accepted
 * changes), a fifth registry joins with both years, the office publishes releases in between,
 * and a last resubmission is published. After every step the visitor asks the prevalence API
 * everything it answers and keeps it. Every shown count is an equation over the unknown
 * monthly counts as they stood when that figure was published (a month whose value changed is
 * a new unknown; an unchanged month the same one), and the outsider holds every answer at once:
 * every pair of snapshots subtracted, and the whole system solved together. No withheld count
 * of 1 to 4 cases, nor a small sum of one snapshot's withheld counts, nor a month of 1 to 4, may
 * be a combination of those equations. Gaussian elimination modulo a prime, independent of the
 * code under test (outsiderAlgebra.ts).
 */

let payload: Payload
let adminToken: string
const THRESHOLD = 5
const [A, B, C, D, E] = ['ZZ-OT-A', 'ZZ-OT-B', 'ZZ-OT-C', 'ZZ-OT-D', 'ZZ-OT-E']
const REGISTRIES = [A, B, C, D, E]
const ANOMALIES = [9811, 9812]
const YEARS = [2001, 2002]
const ids = { registries: new Map<string, number>(), malformations: new Map<number, number>() }

/** A fixed pseudo-random count of 0 to 2: many semesters of 1 to 4 cases. */
function draw(...seeds: number[]): number {
  const seed = seeds.reduce((acc, value) => (acc * 7919 + value * 104_729) % 2_147_483_647, 17)
  const unit = ((seed * 48_271) % 2_147_483_647) / 2_147_483_647
  return unit < 0.55 ? 0 : unit < 0.85 ? 1 : 2
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`
const semesterMonths = (year: number, semester: 1 | 2) =>
  Array.from({ length: 6 }, (_, index) => monthKey(year, index + 1 + (semester - 1) * 6))

// ---- the truth, versioned: each month's value in force, and its unknown (column) ----

/** registry|anomaly|month → the column of its value in force (a changed value is a new column). */
const inForce = new Map<string, number>()
/** The value behind each column. */
const columnValue: number[] = []

function setMonth(registry: string, anomaly: number, month: string, value: number) {
  const key = `${registry}|${anomaly}|${month}`
  const now = inForce.get(key)
  if (now !== undefined && columnValue[now] === value) return
  inForce.set(key, columnValue.length)
  columnValue.push(value)
}

/** Accepts (or replaces) a registry's semester with these counts, and records the truth. */
async function accept(registry: string, year: number, semester: 1 | 2, salt: number) {
  const months = semesterMonths(year, semester)
  const counts = new Map<string, number>()
  for (const anomaly of ANOMALIES)
    for (const [m, month] of months.entries())
      counts.set(`${anomaly}|${month}`, draw(REGISTRIES.indexOf(registry), anomaly, year, m, salt))
  const req = await createLocalReq({}, payload)
  await replaceAcceptedSemester(req, {
    registryId: ids.registries.get(registry)!,
    year,
    semester,
    submissionId: null,
    births: months.map((_, index) => ({
      month: index + 1 + (semester - 1) * 6,
      liveBirths: 990,
      stillbirths: 10,
    })),
    cases: months.flatMap((month, index) =>
      ANOMALIES.map((anomaly) => ({
        malformationId: ids.malformations.get(anomaly)!,
        month: index + 1 + (semester - 1) * 6,
        cases: counts.get(`${anomaly}|${month}`)!,
      })),
    ),
  })
  for (const [key, value] of counts) {
    const [anomaly, month] = key.split('|') as [string, string]
    setMonth(registry, Number(anomaly), month, value)
  }
}

/** The columns in force at each release (by its number): what its figures are made of. */
const released = new Map<number, Map<string, number>>()
async function publish(): Promise<number> {
  const release = await publishTestRelease(adminToken)
  released.set(release.number, new Map(inForce))
  return release.number
}

// ---- what the visitor collects ----

interface Row {
  registry: string
  malformation: number
  period: string
  cases: number | null
  suppressed: boolean
  excluded?: string[]
}
/** One public row with the unknowns it is made of (those in force when it was published). */
interface Seen {
  snapshot: string
  row: Row
  vector: Map<number, number>
  value: number
}

const monthsOf = (period: string): string[] => {
  const semester = /^(\d{4})-S([12])$/.exec(period)
  if (semester) return semesterMonths(Number(semester[1]), Number(semester[2]) as 1 | 2)
  return [...semesterMonths(Number(period), 1), ...semesterMonths(Number(period), 2)]
}

function vectorOf(row: Row, columns: Map<string, number>): Map<number, number> {
  const vector = new Map<number, number>()
  const pooled =
    row.registry === 'network'
      ? REGISTRIES.filter((code) => !(row.excluded ?? []).includes(code))
      : [row.registry]
  for (const code of pooled)
    for (const month of monthsOf(row.period)) {
      const column = columns.get(`${code}|${row.malformation}|${month}`)
      if (column !== undefined) vector.set(column, 1)
    }
  return vector
}

const seen: Seen[] = []

async function snapshot(name: string): Promise<void> {
  const queries: Record<string, string>[] = []
  const registries = `network,${REGISTRIES.join(',')}`
  for (const malformation of [...ANOMALIES.map(String), ANOMALIES.join(',')])
    for (const registry of ['network', registries]) {
      queries.push({ malformation, registry, groupBy: 'year' })
      queries.push({ malformation, registry, groupBy: 'semester' })
      for (const year of YEARS)
        for (const groupBy of ['year', 'semester'])
          queries.push({ malformation, registry, groupBy, from: `${year}-01`, to: `${year}-12` })
      queries.push({ malformation, registry, groupBy: 'semester', from: '2001-07', to: '2002-06' })
    }
  for (const query of queries) {
    const res = await rest('GET', `surveillance/prevalence?${new URLSearchParams(query)}`)
    expect(res.status, JSON.stringify(query)).toBe(200)
    const body = (await res.json()) as { rows: Row[]; release: { number: number } | null }
    expect(body.release, name).not.toBeNull()
    const columns = released.get(body.release!.number)!
    for (const row of body.rows) {
      const vector = vectorOf(row, columns)
      const value = [...vector.keys()].reduce((sum, column) => sum + columnValue[column]!, 0)
      seen.push({ snapshot: name, row, vector, value })
    }
  }
}

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await tokensByRole()).admin!
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  for (const number of ANOMALIES) {
    const doc = await payload.create({
      collection: 'malformations',
      locale: 'pt',
      data: { number, icd10: 'Q89.7', name: `Anomalia ao longo do tempo ${number}` },
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
}, 120_000)

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

describe('an outsider comparing public numbers over time', () => {
  it('cannot work back any withheld count from any sequence of answers', async () => {
    // A, B and C report both years; D has not yet sent 2002's first semester.
    for (const registry of [A, B, C, D])
      for (const year of YEARS)
        for (const semester of [1, 2] as const)
          if (!(registry === D && year === 2002 && semester === 1))
            await accept(registry, year, semester, 0)
    await publish()
    await snapshot('first release')
    // The office accepts D's missing semester: the network's 2002 pools D from now on.
    await accept(D, 2002, 1, 0)
    await snapshot('after an acceptance')
    // B's resubmission of 2001's second semester is accepted: its counts change.
    await accept(B, 2001, 2, 1)
    await snapshot('after a resubmission')
    // A draft resubmission of C's 2002 first semester is returned: nothing accepted changes.
    await snapshot('after a return')
    await publish()
    await snapshot('second release')
    // A new registry joins with both years: every network period pools it.
    for (const year of YEARS)
      for (const semester of [1, 2] as const) await accept(E, year, semester, 0)
    await snapshot('after a registry joined')
    await publish()
    await snapshot('third release')
    // Another resubmission, published at once: consecutive releases.
    await accept(C, 2002, 1, 2)
    await accept(A, 2001, 1, 3)
    await publish()
    await snapshot('fourth release')
    await publish()
    await snapshot('fifth release')

    // The equations are right: every shown count is the true one of its release.
    for (const { snapshot: name, row, value } of seen)
      if (row.cases !== null)
        expect(row.cases, `${name}: ${row.registry} ${row.malformation} ${row.period}`).toBe(value)

    const width = columnValue.length
    const dense = (vector: Map<number, number>) => {
      const out = Array<number>(width).fill(0)
      for (const [column, coefficient] of vector) out[column] = coefficient
      return out
    }
    const valueOf = (vector: number[]) =>
      vector.reduce((sum, coefficient, column) => sum + coefficient * columnValue[column]!, 0)
    const recovered = new Set<string>()
    let withheldSmall = 0
    for (const anomaly of ANOMALIES) {
      const mine = seen.filter(({ row }) => row.malformation === anomaly)
      // Everything the outsider holds at once: every snapshot's shown counts.
      const span = new Span()
      for (const { row, vector } of mine) if (row.cases !== null) span.add(dense(vector))
      // No month of 1 to 4 cases, in any state, is determined.
      for (let column = 0; column < width; column++) {
        if (columnValue[column]! < 1) continue
        const unit = Array<number>(width).fill(0)
        unit[column] = 1
        if (span.reduce(unit).every((entry) => entry === 0)) recovered.add(`month column ${column}`)
      }
      // Each snapshot's withheld counts (each once), and small sums of them.
      for (const name of new Set(mine.map(({ snapshot: s }) => s))) {
        const withheld = new Map<string, number[]>()
        for (const { snapshot: s, row, vector } of mine)
          if (s === name && row.suppressed)
            withheld.set(`${row.registry}|${row.period}`, dense(vector))
        const entries = [...withheld.entries()]
        const small = entries.filter(([, v]) => valueOf(v) >= 1 && valueOf(v) < THRESHOLD)
        const zeros = entries.filter(([, v]) => valueOf(v) === 0)
        withheldSmall += small.length
        expect(zeros.length).toBeLessThanOrEqual(8)
        for (const sum of recoverableSmallSums(span, small, zeros, valueOf, THRESHOLD, width))
          recovered.add(`${name}, anomaly ${anomaly}: ${sum}`)
      }
    }
    expect([...recovered]).toEqual([])
    // The data did have small counts to protect, in every snapshot.
    expect(withheldSmall).toBeGreaterThan(40)
  }, 600_000)
})
