import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { recoverableSmallSums, Span } from '../../helpers/outsiderAlgebra'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease } from '../../helpers/releases'
import { rest } from '../../helpers/rest'
import { createTestRegistries, removeTestRegistries } from '../../helpers/testRegistries'

/**
 * An outsider's attack on the public case views over time (the issue's example: the network row
 * pools the registries with case records for the period; a draft resubmission took one registry
 * out of the pool and the network row before minus the row after gave back 32 withheld numbers).
 * Four test registries send heart defects (anomaly 4, ICD-10 Q21.0) as case records in 1976, a
 * year no demo data uses, through the real submission and the office's acceptance. Then, one
 * after another: a missing semester is accepted (the network's pool changes), a resubmission
 * is accepted (a semester's numbers change), a draft resubmission is saved, submitted and
 * returned, a registry joins, and the office publishes releases in between and twice in a row.
 * After every step the visitor asks every case view and the prevalence grid of the anomaly and
 * year and keeps them all.
 *
 * Each shown number is an equation over the unknown numbers of cases by outcome × prenatal
 * diagnosis of each registry's semester as they stood when that figure was published (a changed
 * value is a new unknown; an unchanged one the same). The outsider holds every answer at once:
 * every pair of snapshots subtracted, and everything solved together. No withheld number of 1 to
 * 4, nor a small sum of one snapshot's withheld numbers, may be a combination of them
 * (Gaussian elimination modulo a prime, outsiderAlgebra.ts, independent of the code under test).
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
const THRESHOLD = 5
const YEAR = 1976
const CHD = 4
const [A, B, C, D] = ['ZZ-CT-A', 'ZZ-CT-B', 'ZZ-CT-C', 'ZZ-CT-D']
const REGISTRIES = [A, B, C, D]
const MEMBER = { email: 'membro-zz-ct-a@relamc.example', password: 'membro-zz-ct-a-1' }
const registryIds = new Map<string, number>()
const queuedJobs: (string | number)[] = []

const OUTCOMES = ['live-birth', 'fetal-death', 'topfa'] as const
const PRENATALS = ['yes', 'no', 'unknown'] as const
type Outcome = (typeof OUTCOMES)[number]
type Prenatal = (typeof PRENATALS)[number]

const monthsOf = (semester: 1 | 2) =>
  Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)

/** A fixed pseudo-random number from the seeds, in [0, 1). */
function unit(...seeds: number[]): number {
  const seed = seeds.reduce((acc, value) => (acc * 7919 + value * 104_729) % 2_147_483_647, 31)
  return ((seed * 48_271) % 2_147_483_647) / 2_147_483_647
}

/**
 * A semester's cases, drawn from the seeds: 4 to 9 isolated heart defects, mostly live births,
 * so that many outcome and prenatal numbers are 1 to 4.
 */
function draw(...seeds: number[]): { outcome: Outcome; prenatal: Prenatal }[] {
  const count = 4 + Math.floor(unit(...seeds, 0) * 6)
  return Array.from({ length: count }, (_, i) => {
    const o = unit(...seeds, i, 1)
    const p = unit(...seeds, i, 2)
    return {
      outcome: o < 0.7 ? 'live-birth' : o < 0.85 ? 'fetal-death' : 'topfa',
      prenatal: p < 0.5 ? 'yes' : p < 0.85 ? 'no' : 'unknown',
    }
  })
}

// ---- the truth, versioned: each registry-semester-category's value in force, and its unknown ----

/** registry|semester|outcome|prenatal → the column of its value in force. */
const inForce = new Map<string, number>()
const columnValue: number[] = []

function setCell(key: string, value: number) {
  const now = inForce.get(key)
  if (now !== undefined && columnValue[now] === value) return
  inForce.set(key, columnValue.length)
  columnValue.push(value)
}

/** Sends a registry's semester of case records as `status`; answers the submission's id. */
async function send(
  registry: string,
  semester: 1 | 2,
  cases: { outcome: Outcome; prenatal: Prenatal }[],
  status: 'draft' | 'submitted',
): Promise<number | string> {
  const res = await rest('POST', 'surveillance/case-records', {
    token: tokens.admin,
    body: {
      registry,
      year: YEAR,
      semester,
      status,
      births: monthsOf(semester).map((month) => ({ month, liveBirths: 900, stillbirths: 9 })),
      cases: cases.map(({ outcome, prenatal }, index) => ({
        caseId: `${registry}-${semester}-${index + 1}`,
        month: monthsOf(semester)[index % 6]!,
        outcome,
        sex: 'female',
        plurality: 1,
        gestationalWeeks: outcome === 'topfa' ? 20 : 38,
        birthWeight: outcome === 'topfa' ? 350 : 3100,
        prenatalDiagnosis: prenatal,
        diagnosisWeeks: prenatal === 'yes' ? 18 : null,
        maternalAge: 27,
        codes: ['Q21.0'],
        syndrome: false,
      })),
    },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as { id: number | string }).id
}

async function decide(id: number | string, decision: 'accept' | 'return') {
  const res = await rest('POST', `surveillance/submissions/${id}/${decision}`, {
    token: tokens.admin,
    body: { comment: decision === 'accept' ? '' : 'Teste: devolvido' },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = await res.json()
  if (body.monitoring?.job) queuedJobs.push(body.monitoring.job)
}

/** The office accepts a registry's semester drawn with `salt`, and the truth follows. */
async function accept(registry: string, semester: 1 | 2, salt: number) {
  const cases = draw(REGISTRIES.indexOf(registry), semester, salt)
  await decide(await send(registry, semester, cases, 'submitted'), 'accept')
  for (const o of OUTCOMES)
    for (const p of PRENATALS)
      setCell(
        `${registry}|${semester}|${o}|${p}`,
        cases.filter((c) => c.outcome === o && c.prenatal === p).length,
      )
}

/** The columns in force at the latest release: what every public figure is made of. */
let releasedColumns = new Map<string, number>()
async function publish() {
  await publishTestRelease(tokens.admin!)
  releasedColumns = new Map(inForce)
}

// ---- what the visitor collects ----

interface ViewRow {
  registry: string
  period: string
  caseData: boolean
  pooled?: string[]
  cases: number | null
  outcome: Record<string, number | null>
  prenatal: Record<string, number | null>
  caseClass: Record<string, number | null>
}
interface Seen {
  snapshot: string
  key: string
  vector: Map<number, number>
  shown: number | null
}

const semestersOf = (period: string): (1 | 2)[] =>
  period.endsWith('S1') ? [1] : period.endsWith('S2') ? [2] : [1, 2]

/** The unknowns behind a number of these registries' period: `family:category`, or cases. */
function vectorOf(registries: string[], period: string, name: string): Map<number, number> {
  const [family, category] = name.split(':')
  const vector = new Map<number, number>()
  for (const registry of registries)
    for (const semester of semestersOf(period))
      for (const o of OUTCOMES)
        for (const p of PRENATALS) {
          const match =
            family === 'cases' ||
            (family === 'caseClass' && category === 'isolated') ||
            (family === 'outcome' && o === category) ||
            (family === 'prenatal' && p === category)
          const column = releasedColumns.get(`${registry}|${semester}|${o}|${p}`)
          if (match && column !== undefined) vector.set(column, 1)
        }
  return vector
}
const valueOf = (vector: Map<number, number>) =>
  [...vector.keys()].reduce((sum, column) => sum + columnValue[column]!, 0)

const numbersOf = (row: ViewRow): [string, number | null][] => [
  ['cases', row.cases],
  ...(['outcome', 'prenatal', 'caseClass'] as const).flatMap((family) =>
    Object.entries(row[family]).map(([k, v]) => [`${family}:${k}`, v] as [string, number | null]),
  ),
]

const seen: Seen[] = []

async function snapshot(name: string): Promise<void> {
  for (const registry of ['', 'network', ...REGISTRIES, `network,${REGISTRIES.join(',')}`]) {
    const query = `malformation=${CHD}&year=${YEAR}${registry ? `&registry=${registry}` : ''}`
    const res = await rest('GET', `surveillance/case-views?${query}`)
    expect(res.status, query).toBe(200)
    for (const row of ((await res.json()) as { rows: ViewRow[] }).rows) {
      if (!row.caseData) continue
      const pooled = row.registry === 'network' ? row.pooled! : [row.registry]
      for (const [number, shown] of numbersOf(row))
        seen.push({
          snapshot: name,
          key: `${pooled.join('+')}|${row.period}|${number}`,
          vector: vectorOf(pooled, row.period, number),
          shown,
        })
    }
  }
  for (const groupBy of ['semester', 'year']) {
    const query = `malformation=${CHD}&registry=network,${REGISTRIES.join(',')}&from=${YEAR}-01&to=${YEAR}-12&groupBy=${groupBy}`
    const res = await rest('GET', `surveillance/prevalence?${query}`)
    expect(res.status, query).toBe(200)
    const { rows } = (await res.json()) as {
      rows: { registry: string; period: string; cases: number | null; excluded?: string[] }[]
    }
    for (const row of rows) {
      const pooled =
        row.registry === 'network'
          ? REGISTRIES.filter((code) => !(row.excluded ?? []).includes(code))
          : [row.registry]
      const vector = vectorOf(pooled, row.period, 'cases')
      if (vector.size === 0) continue
      seen.push({
        snapshot: name,
        key: `grid ${pooled.join('+')}|${row.period}`,
        vector,
        shown: row.cases,
      })
    }
  }
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const created = await createTestRegistries(payload, REGISTRIES, {
    ...MEMBER,
    name: 'Membro ZZ-CT-A',
  })
  for (const [code, id] of created.ids) registryIds.set(code, id)
}, 120_000)

afterAll(async () => {
  await removeTestRegistries(payload, registryIds, MEMBER.email, queuedJobs)
})

describe('an outsider comparing the public case views over time', () => {
  it('cannot work back any withheld number from any sequence of answers', async () => {
    // A and B send both semesters, C only the first: the second semester's network pools A and B.
    for (const registry of [A, B])
      for (const semester of [1, 2] as const) await accept(registry, semester, 0)
    await accept(C, 1, 0)
    await publish()
    await snapshot('first release')
    // The office accepts C's second semester: the live pool now holds C.
    await accept(C, 2, 0)
    await snapshot('after an acceptance')
    // A's resubmission of its first semester is accepted: its numbers change.
    await accept(A, 1, 1)
    await snapshot('after a resubmission')
    // B saves a one-case draft of its second semester (the issue's case), submits it, and the
    // office returns it: nothing accepted changes.
    const draft = await send(B, 2, [{ outcome: 'live-birth', prenatal: 'no' }], 'draft')
    await snapshot('after a draft resubmission')
    await send(B, 2, [{ outcome: 'live-birth', prenatal: 'no' }], 'submitted')
    await decide(draft, 'return')
    await snapshot('after a return')
    await publish()
    await snapshot('second release')
    // A new registry joins with both semesters: every network period pools it.
    for (const semester of [1, 2] as const) await accept(D, semester, 0)
    await snapshot('after a registry joined')
    await publish()
    await snapshot('third release')
    // Another resubmission, published at once, then a release with nothing new.
    await accept(C, 1, 2)
    await publish()
    await snapshot('fourth release')
    await publish()
    await snapshot('fifth release')

    // The equations are right: every shown number is the true one of its release, never 1 to 4.
    for (const { snapshot: name, key, vector, shown } of seen)
      if (shown !== null) {
        expect(shown, `${name}: ${key}`).toBe(valueOf(vector))
        expect(shown === 0 || shown >= THRESHOLD, `${name}: ${key} = ${shown}`).toBe(true)
      }

    const width = columnValue.length
    const dense = (vector: Map<number, number>) => {
      const out = Array<number>(width).fill(0)
      for (const [column, coefficient] of vector) out[column] = coefficient
      return out
    }
    const denseValue = (vector: number[]) =>
      vector.reduce((sum, coefficient, column) => sum + coefficient * columnValue[column]!, 0)
    // Everything the outsider holds at once: every snapshot's shown numbers.
    const span = new Span()
    for (const { vector, shown } of seen) if (shown !== null) span.add(dense(vector))
    const recovered: string[] = []
    let withheldSmall = 0
    for (const name of new Set(seen.map(({ snapshot: s }) => s))) {
      const withheld = new Map<string, number[]>()
      for (const { snapshot: s, key, vector, shown } of seen)
        if (s === name && shown === null && vector.size > 0) withheld.set(key, dense(vector))
      const entries = [...withheld.entries()]
      const small = entries.filter(([, v]) => denseValue(v) >= 1 && denseValue(v) < THRESHOLD)
      const zeros = entries.filter(([, v]) => denseValue(v) === 0)
      withheldSmall += small.length
      expect(zeros.length, name).toBeLessThanOrEqual(10)
      for (const sum of recoverableSmallSums(span, small, zeros, denseValue, THRESHOLD, width))
        recovered.push(`${name}: ${sum}`)
    }
    expect(recovered).toEqual([])
    // The data did have small numbers to protect.
    expect(withheldSmall).toBeGreaterThan(30)
  }, 900_000)
})
