import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease } from '../../helpers/releases'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { recoverableSmallSums, Span } from '../../helpers/outsiderAlgebra'
import { createTestRegistries, removeTestRegistries } from '../../helpers/testRegistries'

/**
 * Down syndrome by maternal age band in GET /api/surveillance/case-views, on hand-built case
 * records of 1979 (a year no demo data or other test uses), sent and accepted through the real
 * endpoints: registry A sends both semesters with the births by maternal age band, B its first
 * semester without them. Down syndrome is found by its code list (Q90), not by its number.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
let memberToken: string
let DOWN: number
const YEAR = 1979
const [A, B] = ['ZZ-MA-A', 'ZZ-MA-B']
const MEMBER = { email: 'membro-zz-ma-a@relamc.example', password: 'membro-zz-ma-a-1' }
const registryIds = new Map<string, number>()
const submissionIds = new Map<string, number | string>()
const queuedJobs: (string | number)[] = []

const BANDS = ['<20', '20-24', '25-29', '30-34', '35-39', '40-44', '45+', 'unknown'] as const
const bandList = (births: number[]) => BANDS.map((band, i) => ({ band, births: births[i]! }))

/** Monthly births: A 1,000 live births and 10 stillbirths (6,060 a semester), B 2,000 and 20. */
const birthsOf: Record<string, { liveBirths: number; stillbirths: number }> = {
  [A]: { liveBirths: 1000, stillbirths: 10 },
  [B]: { liveBirths: 2000, stillbirths: 20 },
}
interface Sent {
  registry: string
  semester: 1 | 2
  /** One Down syndrome case per age (null: not available). */
  ages: (number | null)[]
  bands?: number[]
}
/**
 * A, first semester: 17 cases. By band: <20 1 (19), 20–24 1 (20), 25–29 0, 30–34 2 (30, 34),
 * 35–39 6, 40–44 5 (40 to 44), 45+ 1 (45), unknown 1. Births by band add up to 6,060.
 */
const aFirst: Sent = {
  registry: A,
  semester: 1,
  ages: [19, 20, 30, 34, 35, 36, 37, 38, 39, 39, 40, 41, 42, 43, 44, 45, null],
  bands: [600, 1200, 1500, 1300, 900, 400, 60, 100],
}
/**
 * A, second semester: 10 cases, 35–39 8 and 40–44 2 (small: the 8 would give it back from the
 * 10 on the grid, and so would the year's 7 from the first semester's 5); births by band add
 * up to 6,060.
 */
const aSecond: Sent = {
  registry: A,
  semester: 2,
  ages: [35, 36, 37, 38, 39, 35, 36, 37, 40, 44],
  bands: [500, 1100, 1600, 1400, 900, 400, 50, 110],
}
/** B, first semester: 6 cases, without births by maternal age. */
const bFirst: Sent = { registry: B, semester: 1, ages: [30, 31, 32, 33, 34, 35] }
const sentSemesters = [aFirst, aSecond, bFirst]

const monthsOf = (semester: 1 | 2) =>
  Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)

const bodyOf = (sent: Sent, bands = sent.bands) => ({
  registry: sent.registry,
  year: YEAR,
  semester: sent.semester,
  status: 'submitted',
  births: monthsOf(sent.semester).map((month) => ({ month, ...birthsOf[sent.registry]! })),
  ...(bands ? { birthsByMaternalAge: bandList(bands) } : {}),
  cases: sent.ages.map((maternalAge, index) => ({
    caseId: `${sent.registry}-${sent.semester}-${index + 1}`,
    month: monthsOf(sent.semester)[index % 6]!,
    outcome: 'live-birth',
    sex: 'female',
    plurality: 1,
    gestationalWeeks: 38,
    birthWeight: 3000,
    prenatalDiagnosis: 'no',
    diagnosisWeeks: null,
    maternalAge,
    codes: ['Q90.9'],
  })),
})

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  // Down syndrome: the anomaly whose definition is the code list Q90.
  const { docs: definitions } = await payload.find({
    collection: 'anomaly-definitions',
    where: { include: { equals: 'Q90' } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const malformation = definitions[0]!.malformation
  DOWN = typeof malformation === 'object' ? malformation.number : NaN
  expect(DOWN).toBeGreaterThan(0)

  const created = await createTestRegistries(payload, [A, B], { ...MEMBER, name: 'Membro ZZ-MA-A' })
  for (const [code, id] of created.ids) registryIds.set(code, id)
  memberToken = created.memberToken

  for (const sent of sentSemesters) {
    const res = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      body: bodyOf(sent),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const answer = (await res.json()) as { id: number | string; birthsByMaternalAge: unknown }
    expect(answer.birthsByMaternalAge).toEqual(sent.bands ? bandList(sent.bands) : null)
    submissionIds.set(`${sent.registry}|${sent.semester}`, answer.id)
    const accepted = await rest('POST', `surveillance/submissions/${answer.id}/accept`, {
      token: tokens.admin,
      body: {},
    })
    expect(accepted.status).toBe(200)
    const acceptance = await accepted.json()
    if (acceptance.monitoring?.job) queuedJobs.push(acceptance.monitoring.job)
  }
  // The public figures change when the office publishes them.
  await publishTestRelease(tokens.admin!)
})

afterAll(async () => {
  await removeTestRegistries(payload, registryIds, MEMBER.email, queuedJobs)
  vi.unstubAllEnvs()
})

interface Rate {
  rate: number
  lower: number
  upper: number
}
interface BandRow {
  band: string
  births: number
  cases: number | null
  prevalence: Rate | null
}
interface ViewRow {
  registry: string
  period: string
  caseData: boolean
  pooled?: string[]
  cases: number | null
  outcome: Record<string, number | null>
  prenatal: Record<string, number | null>
  caseClass: Record<string, number | null>
  maternalAge: BandRow[] | null
}
interface Views {
  rows: ViewRow[]
  downSyndrome: boolean
  suppressionThreshold: number | null
}

const views = async (query: string, token?: string) => {
  const res = await rest('GET', `surveillance/case-views?${query}`, { token })
  expect(res.status, query).toBe(200)
  return (await res.json()) as Views
}
const rowOf = (rows: ViewRow[], registry: string, period: string) =>
  rows.find((row) => row.registry === registry && row.period === period)!
const bandOf = (row: ViewRow, band: string) => row.maternalAge!.find((b) => b.band === band)!

describe('Down syndrome by maternal age: the office', () => {
  it('gives each band its births, cases and prevalence per 10,000 births of the band', async () => {
    const { rows, downSyndrome, suppressionThreshold } = await views(
      `malformation=${DOWN}&year=${YEAR}`,
      tokens.admin,
    )
    expect(downSyndrome).toBe(true)
    expect(suppressionThreshold).toBeNull()
    const first = rowOf(rows, A, `${YEAR}-S1`)
    expect(first.cases).toBe(17)
    expect(first.maternalAge!.map(({ band, births, cases }) => [band, births, cases])).toEqual([
      ['<20', 600, 1],
      ['20-24', 1200, 1],
      ['25-29', 1500, 0],
      ['30-34', 1300, 2],
      ['35-39', 900, 6],
      ['40-44', 400, 5],
      ['45+', 60, 1],
      ['unknown', 100, 1],
    ])
    // 6 / 900 × 10,000 = 66.667; exact Poisson 95% interval of 6 cases [2.20189, 13.05947]
    // (qchisq(0.025, 12) / 2, qchisq(0.975, 14) / 2) over 900 births.
    const band = bandOf(first, '35-39').prevalence!
    expect(band.rate).toBeCloseTo(66.6667, 3)
    expect(band.lower).toBeCloseTo(24.4655, 3)
    expect(band.upper).toBeCloseTo(145.1052, 3)
    // 5 / 400 × 10,000 = 125; no case among 1,500 births of mothers 25–29: 0.
    expect(bandOf(first, '40-44').prevalence!.rate).toBeCloseTo(125, 8)
    expect(bandOf(first, '25-29').prevalence!.rate).toBe(0)

    // A's year: both semesters, band by band.
    const year = rowOf(rows, A, String(YEAR))
    expect(year.maternalAge!.map(({ band, births, cases }) => [band, births, cases])).toEqual([
      ['<20', 1100, 1],
      ['20-24', 2300, 1],
      ['25-29', 3100, 0],
      ['30-34', 2700, 2],
      ['35-39', 1800, 14],
      ['40-44', 800, 7],
      ['45+', 110, 1],
      ['unknown', 210, 1],
    ])
    // 14 / 1,800 × 10,000 = 77.778; 7 / 800 × 10,000 = 87.5.
    expect(bandOf(year, '35-39').prevalence!.rate).toBeCloseTo(77.7778, 3)
    expect(bandOf(year, '40-44').prevalence!.rate).toBeCloseTo(87.5, 8)
  })

  it('says "no births by maternal age" where the registry did not send them, and for the network', async () => {
    const { rows } = await views(`malformation=${DOWN}&year=${YEAR}`, tokens.admin)
    expect(rowOf(rows, B, `${YEAR}-S1`)).toMatchObject({
      caseData: true,
      cases: 6,
      maternalAge: null,
    })
    for (const period of [`${YEAR}-S1`, `${YEAR}-S2`, String(YEAR)])
      expect(rowOf(rows, 'network', period).maternalAge).toBeNull()
    expect(rowOf(rows, 'network', `${YEAR}-S1`)).toMatchObject({ pooled: [A, B], cases: 23 })
  })

  it('has no maternal age split for another anomaly', async () => {
    const other = await payload.find({
      collection: 'malformations',
      where: { number: { not_equals: DOWN } },
      limit: 1,
      overrideAccess: true,
    })
    const { rows, downSyndrome } = await views(
      `malformation=${other.docs[0]!.number}&year=${YEAR}`,
      tokens.admin,
    )
    expect(downSyndrome).toBe(false)
    expect(rowOf(rows, A, `${YEAR}-S1`)).toMatchObject({ caseData: true, maternalAge: null })
  })
})

describe('Down syndrome by maternal age: refused submissions', () => {
  it('refuses bands that do not add up to the semester’s births, with a translated error, storing nothing', async () => {
    // B's second semester has 12,120 births; the bands add up to 12,119.
    const wrong = [1000, 2000, 3000, 3000, 2000, 1000, 100, 19]
    const res = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      locale: 'en',
      body: bodyOf({ registry: B, semester: 2, ages: [30], bands: wrong }),
    })
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(errors).toEqual([
      {
        field: 'birthsByMaternalAge',
        code: 'bandsSum',
        message:
          'The births by maternal age add up to 12,119 births, but the semester has 12,120 births (live births and stillbirths).',
      },
    ])
    const stored = await payload.find({
      collection: 'data-submissions',
      where: {
        registry: { equals: registryIds.get(B) },
        year: { equals: YEAR },
        semester: { equals: 2 },
      },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)

    // Sent again for B's accepted first semester: refused, the accepted one unchanged.
    const again = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      locale: 'es',
      body: bodyOf(bFirst, [6000, 0, 0, 0, 0, 0, 0, 0]),
    })
    expect(again.status).toBe(400)
    const [error] = (await again.json()).errors
    expect(error.message).toBe(
      'Los nacimientos por edad materna suman 6000 nacimientos, pero el semestre tiene 12.120 nacimientos (nacidos vivos y mortinatos).',
    )
    const kept = await payload.findByID({
      collection: 'data-submissions',
      id: submissionIds.get(`${B}|1`)!,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept).toMatchObject({ status: 'accepted', birthsByMaternalAge: null })
  })

  it('takes them beside a case file too, as the upload form sends them', async () => {
    // B's second semester as a draft file (never accepted: the views above are unchanged).
    const form = new FormData()
    const header =
      'codigo_registro;ano;semestre;id_caso;mes;dia;desfecho;sexo;pluralidade;semanas_gestacao;peso_gramas;diagnostico_prenatal;semanas_diagnostico;idade_materna;codigos_cid10;sindrome;descricao'
    const line = `${B};${YEAR};2;${B}-2-1;7;;live-birth;female;1;38;3000;no;;41;Q90.9;;`
    form.set('file', new File([`${header}\n${line}`], 'casos.csv', { type: 'text/csv' }))
    form.set('births', JSON.stringify(bodyOf({ registry: B, semester: 2, ages: [] }).births))
    form.set('draft', '1')
    const wrong = JSON.stringify(bandList([12_120, 1, 0, 0, 0, 0, 0, 0]))
    form.set('birthsByMaternalAge', wrong)
    const refused = await rest('POST', 'surveillance/case-records/upload', {
      form,
      token: tokens.admin,
      locale: 'pt',
    })
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors).toEqual([
      expect.objectContaining({ field: 'birthsByMaternalAge', code: 'bandsSum' }),
    ])
    const right = bandList([1000, 2000, 3000, 3000, 2000, 1000, 100, 20])
    form.set('birthsByMaternalAge', JSON.stringify(right))
    const res = await rest('POST', 'surveillance/case-records/upload', {
      form,
      token: tokens.admin,
    })
    expect(res.status, await res.clone().text()).toBe(201)
    expect(await res.json()).toMatchObject({ status: 'draft', birthsByMaternalAge: right })
  })
})

// ---- the outsider: every number as an equation over the true counts by band ----

/** Unknowns: a semester's cases in each band (every case a live birth, not diagnosed, chromosomal). */
const columns = new Map<string, number>()
const truth: number[] = []
const bandOfAge = (age: number | null) =>
  age === null
    ? 'unknown'
    : age < 20
      ? '<20'
      : age >= 45
        ? '45+'
        : BANDS[1 + Math.floor((age - 20) / 5)]!
for (const { registry, semester, ages } of sentSemesters)
  for (const band of BANDS) {
    columns.set(`${registry}|${semester}|${band}`, columns.size)
    truth.push(ages.filter((age) => bandOfAge(age) === band).length)
  }

const semestersOf = (period: string): (1 | 2)[] =>
  period.endsWith('S1') ? [1] : period.endsWith('S2') ? [2] : [1, 2]
/** Names whose number is every case: the total and the one category all cases are in. */
const everyCase = ['cases', 'outcome:live-birth', 'prenatal:no', 'caseClass:chromosomal']

function vectorOf(registries: string[], period: string, name: string): number[] {
  const vector = Array<number>(columns.size).fill(0)
  const [family, category] = name.split(':')
  for (const registry of registries)
    for (const semester of semestersOf(period))
      for (const band of BANDS) {
        const column = columns.get(`${registry}|${semester}|${band}`)
        if (column === undefined) continue
        if (everyCase.includes(name) || (family === 'maternalAge' && category === band))
          vector[column] = 1
      }
  return vector
}
const valueOf = (vector: number[]) => vector.reduce((sum, v, i) => sum + v * truth[i]!, 0)

const numbersOf = (row: ViewRow): [string, number | null][] => [
  ['cases', row.cases],
  ...Object.entries(row.outcome).map(([k, v]) => [`outcome:${k}`, v] as [string, number | null]),
  ...Object.entries(row.prenatal).map(([k, v]) => [`prenatal:${k}`, v] as [string, number | null]),
  ...Object.entries(row.caseClass).map(
    ([k, v]) => [`caseClass:${k}`, v] as [string, number | null],
  ),
  ...(row.maternalAge ?? []).map(
    (band) => [`maternalAge:${band.band}`, band.cases] as [string, number | null],
  ),
]

describe('Down syndrome by maternal age: what a visitor can work out', () => {
  it('shows no band count of 1 to 4 and gives none back, alone or in a small sum, across every answer', async () => {
    const THRESHOLD = 5
    const span = new Span()
    const withheld = new Map<string, number[]>()
    let visitorFirst: ViewRow | undefined
    for (const registry of ['', 'network', A, B, `network,${A},${B}`]) {
      const { rows, suppressionThreshold } = await views(
        `malformation=${DOWN}&year=${YEAR}${registry ? `&registry=${registry}` : ''}`,
      )
      expect(suppressionThreshold).toBe(THRESHOLD)
      for (const row of rows) {
        if (!row.caseData) continue
        if (row.registry === A && row.period === `${YEAR}-S1`) visitorFirst = row
        const pooled = row.registry === 'network' ? row.pooled! : [row.registry]
        for (const [name, value] of numbersOf(row)) {
          const vector = vectorOf(pooled, row.period, name)
          const key = `${pooled.join('+')}|${row.period}|${name}`
          if (value === null) {
            withheld.set(key, vector)
            continue
          }
          expect(value === 0 || value >= THRESHOLD, `${key} = ${value}`).toBe(true)
          expect(value, key).toBe(valueOf(vector))
          span.add(vector)
        }
        // A band's prevalence never travels without its count.
        for (const band of row.maternalAge ?? [])
          if (band.cases === null) expect(band.prevalence, band.band).toBeNull()
      }
    }
    // The small bands of A's first semester are withheld, their births still shown.
    for (const band of ['<20', '20-24', '30-34', '45+', 'unknown'])
      expect(bandOf(visitorFirst!, band), band).toMatchObject({ cases: null, prevalence: null })
    expect(bandOf(visitorFirst!, '<20').births).toBe(600)

    for (const groupBy of ['semester', 'year']) {
      const res = await rest(
        'GET',
        `surveillance/prevalence?malformation=${DOWN}&registry=network,${A},${B}&from=${YEAR}-01&to=${YEAR}-12&groupBy=${groupBy}`,
      )
      expect(res.status).toBe(200)
      const { rows } = (await res.json()) as {
        rows: { registry: string; period: string; cases: number | null; excluded?: string[] }[]
      }
      for (const row of rows) {
        const pooled =
          row.registry === 'network'
            ? [A, B].filter((code) => !(row.excluded ?? []).includes(code))
            : [row.registry]
        const vector = vectorOf(pooled, row.period, 'cases')
        if (row.cases === null) withheld.set(`grid ${row.registry}|${row.period}`, vector)
        else {
          expect(row.cases, `grid ${row.registry}|${row.period}`).toBe(valueOf(vector))
          span.add(vector)
        }
      }
    }

    const small = [...withheld].filter(([, vector]) => {
      const value = valueOf(vector)
      return value >= 1 && value < THRESHOLD
    })
    expect(small.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        `${A}|${YEAR}-S1|maternalAge:<20`,
        `${A}|${YEAR}-S1|maternalAge:45+`,
        `${A}|${YEAR}-S2|maternalAge:40-44`,
      ]),
    )
    // Withheld zeros of a real band (the others say nothing), each vector once.
    const zeros = [
      ...new Map(
        [...withheld]
          .filter(([, vector]) => valueOf(vector) === 0 && vector.some((v) => v !== 0))
          .map(([key, vector]) => [vector.join(''), [key, vector] as const]),
      ).values(),
    ]
    expect(zeros.length).toBeLessThanOrEqual(12)
    expect(recoverableSmallSums(span, small, zeros, valueOf, THRESHOLD, columns.size)).toEqual([])
  })
})

describe('Down syndrome by maternal age: members', () => {
  it('shows a member their own registry’s bands exactly and the others as a visitor sees them', async () => {
    const [own, visitor] = await Promise.all([
      views(`malformation=${DOWN}&year=${YEAR}`, memberToken),
      views(`malformation=${DOWN}&year=${YEAR}`),
    ])
    expect(own.suppressionThreshold).toBe(5)
    expect(rowOf(own.rows, A, `${YEAR}-S1`).maternalAge!.map((band) => band.cases)).toEqual([
      1, 1, 0, 2, 6, 5, 1, 1,
    ])
    expect(bandOf(rowOf(own.rows, A, `${YEAR}-S1`), '45+').prevalence!.rate).toBeCloseTo(
      166.6667,
      3,
    )
    expect(bandOf(rowOf(visitor.rows, A, `${YEAR}-S1`), '45+').cases).toBeNull()
    for (const registry of [B, 'network'])
      for (const period of [`${YEAR}-S1`, `${YEAR}-S2`, String(YEAR)])
        expect(rowOf(own.rows, registry, period)).toEqual(rowOf(visitor.rows, registry, period))
  })
})
