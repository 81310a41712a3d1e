import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { prevalencePageData } from '@/lib/surveillance/data/prevalencePage'
import { testPayload } from '../../helpers/payload'
import { demoMember, tokensByRole, type Role } from '../../helpers/accounts'
import { publishTestRelease, withdrawReleasesAfter } from '../../helpers/releases'
import { rest } from '../../helpers/rest'
import reference from '../../unit/fixtures/monitoring-reference.json'

let payload: Payload
let tokens: Record<Role, string | undefined>

type Row = {
  registry: string
  malformation: number
  period: string
  births: number | null
  cases: number | null
  rate: number | null
  lower: number | null
  upper: number | null
  suppressed: boolean
  complete: boolean
  excluded?: string[]
}

const get = (query: string, role: Role, locale?: string) =>
  rest('GET', `surveillance/prevalence?${query}`, { token: tokens[role], locale })

async function rowsOf(query: string, role: Role): Promise<Row[]> {
  const res = await get(query, role)
  expect(res.status).toBe(200)
  return ((await res.json()) as { rows: Row[] }).rows
}

const find = (rows: Row[], registry: string, period: string) =>
  rows.find((row) => row.registry === registry && row.period === period)!

/** R's poisson.test(cases, births)$conf.int × 10,000 (scripts/stats), at 95%. */
function fromR(cases: number, births: number) {
  const found = reference.prevalence.find(
    (entry) =>
      entry.cases === cases &&
      entry.births === births &&
      entry.per === 10_000 &&
      entry.confidence === 0.95,
  )
  if (!found) throw new Error(`no R reference for ${cases} in ${births}`)
  return found
}

// A test anomaly only three test registries report, so the pooled network of
// this anomaly is exactly these three and every expected value is known here.
const ANOMALY = 9901
const YEAR = 2001
const ALPHA = 'ZZ-ALPHA'
const BETA = 'ZZ-BETA'
const GAP = 'ZZ-GAP'
const months = Array.from({ length: 12 }, (_, index) => index + 1)
/** Per registry: births of each month (live + still) and cases of each month (null: blank). */
const plan = {
  // 1,000 births a month (990 live + 10 stillbirths); 2 cases in the year.
  [ALPHA]: { live: 990, still: 10, cases: (m: number) => (m === 2 || m === 8 ? 1 : 0) },
  // 1,000 births a month; 3 cases in the year.
  [BETA]: { live: 1000, still: 0, cases: (m: number) => (m === 3 ? 2 : m === 10 ? 1 : 0) },
  // 1,000 births a month; 1 case a month, but May is blank (not available).
  [GAP]: { live: 1000, still: 0, cases: (m: number): number | null => (m === 5 ? null : 1) },
}
const ids: { registries: number[]; malformation?: number; pending?: number } = { registries: [] }

async function submitAndAccept(code: keyof typeof plan, year: number, semester: 1 | 2) {
  const { live, still, cases } = plan[code]
  const inSemester = months.filter((m) => (semester === 1 ? m <= 6 : m > 6))
  const res = await rest('POST', 'surveillance/submissions', {
    token: tokens.admin,
    body: {
      registry: code,
      year,
      semester,
      status: 'submitted',
      births: inSemester.map((month) => ({ month, liveBirths: live, stillbirths: still })),
      cases: inSemester.map((month) => ({ malformation: ANOMALY, month, cases: cases(month) })),
    },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const malformation = await payload.create({
    collection: 'malformations',
    locale: 'pt',
    data: { number: ANOMALY, icd10: 'Q89.9', name: 'Anomalia de teste' },
    ...options,
  })
  ids.malformation = malformation.id
  for (const code of [ALPHA, BETA, GAP]) {
    const registry = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'AR', coverage: 'hospital', name: code },
      ...options,
    })
    ids.registries.push(registry.id)
  }
  for (const code of [ALPHA, BETA, GAP] as const)
    for (const semester of [1, 2] as const) {
      const id = await submitAndAccept(code, YEAR, semester)
      const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
        token: tokens.admin,
        body: {},
      })
      expect(accepted.status).toBe(200)
    }
  // Submitted, not accepted (until the last tests): must not count anywhere.
  ids.pending = await submitAndAccept(BETA, YEAR + 1, 1)
  // The public figures change when the office publishes them.
  await publishTestRelease(tokens.admin!)
})

afterAll(async () => {
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const mine = { registry: { in: ids.registries } }
  // Acceptance also ran the monitoring of the test registries: their signals go first.
  for (const collection of [
    'monitoring-signals',
    'surveillance-cases',
    'surveillance-births',
    'data-submissions',
  ] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({
    collection: 'member-registries',
    where: { id: { in: ids.registries } },
    ...options,
  })
  if (ids.malformation)
    await payload.delete({ collection: 'malformations', id: ids.malformation, ...options })
})

const TEST_VIEW = `malformation=${ANOMALY}&registry=network,${ALPHA},${BETA},${GAP}&from=${YEAR}-01&to=${YEAR + 1}-12`

describe('GET /api/surveillance/prevalence: exact numbers for admins', () => {
  it('gives each registry its cases, births and R’s exact interval, from accepted data only', async () => {
    const rows = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'admin')
    // The semester submitted for 2002 was never accepted: no 2002 period at all.
    expect(rows.map((row) => `${row.registry} ${row.period}`)).toEqual([
      `network ${YEAR}`,
      `${ALPHA} ${YEAR}`,
      `${BETA} ${YEAR}`,
      `${GAP} ${YEAR}`,
    ])
    const alpha = find(rows, ALPHA, String(YEAR))
    const r2 = fromR(2, 12_000)
    expect(alpha).toMatchObject({ births: 12_000, cases: 2, suppressed: false, complete: true })
    expect(alpha.rate).toBeCloseTo(r2.rate, 9)
    expect(alpha.lower).toBeCloseTo(r2.lower, 9)
    expect(alpha.upper).toBeCloseTo(r2.upper, 9)
    const beta = find(rows, BETA, String(YEAR))
    const r3 = fromR(3, 12_000)
    expect(beta).toMatchObject({ births: 12_000, cases: 3 })
    expect(beta.lower).toBeCloseTo(r3.lower, 9)
    expect(beta.upper).toBeCloseTo(r3.upper, 9)
  })

  it('pools the network as the sum of the complete registries', async () => {
    const rows = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'admin')
    const network = find(rows, 'network', String(YEAR))
    // ALPHA + BETA: 5 cases in 24,000 births. The interval scales with the births,
    // so it is R's interval for 5 in 12,000 halved.
    const r5 = fromR(5, 12_000)
    expect(network).toMatchObject({ births: 24_000, cases: 5, complete: false, excluded: [GAP] })
    expect(network.rate).toBeCloseTo(r5.rate / 2, 9)
    expect(network.lower).toBeCloseTo(r5.lower / 2, 9)
    expect(network.upper).toBeCloseTo(r5.upper / 2, 9)

    const semesters = await rowsOf(`${TEST_VIEW}&groupBy=semester`, 'admin')
    // First half: GAP's May is blank, so the pool is ALPHA (1) + BETA (2) in 12,000.
    expect(find(semesters, 'network', `${YEAR}-S1`)).toMatchObject({
      births: 12_000,
      cases: 3,
      excluded: [GAP],
      complete: false,
    })
    expect(find(semesters, 'network', `${YEAR}-S1`).upper).toBeCloseTo(fromR(3, 12_000).upper, 9)
    // Second half: every registry complete, 1 + 1 + 6 cases in 18,000 births.
    const second = find(semesters, 'network', `${YEAR}-S2`)
    expect(second).toMatchObject({ births: 18_000, cases: 8, excluded: [], complete: true })
    expect(second.rate).toBeCloseTo((8 / 18_000) * 10_000, 12)
  })

  it('reports a period with a blank month as incomplete, never as a lower rate', async () => {
    const years = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'admin')
    // Read as 0, the blank would give 11 cases in 12,000 births (9.17 per 10,000).
    expect(find(years, GAP, String(YEAR))).toMatchObject({
      births: null,
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      complete: false,
      suppressed: false,
    })
    const semesters = await rowsOf(`${TEST_VIEW}&groupBy=semester`, 'admin')
    expect(find(semesters, GAP, `${YEAR}-S1`)).toMatchObject({ cases: null, complete: false })
    expect(find(semesters, GAP, `${YEAR}-S2`)).toMatchObject({
      births: 6000,
      cases: 6,
      complete: true,
    })
    const whole = await rowsOf(`${TEST_VIEW}&groupBy=registry`, 'admin')
    expect(whole.map((row) => [row.registry, row.period, row.cases])).toEqual([
      ['network', `${YEAR}-01/${YEAR}-12`, 5],
      [ALPHA, `${YEAR}-01/${YEAR}-12`, 2],
      [BETA, `${YEAR}-01/${YEAR}-12`, 3],
      [GAP, `${YEAR}-01/${YEAR}-12`, null],
    ])
  })

  it('pools the demonstration network as the sum of the registries complete in each year', async () => {
    const SPINA_BIFIDA = 3
    const res = await rowsOf(
      `malformation=${SPINA_BIFIDA}&registry=network&from=2022-01&to=2024-12&groupBy=year`,
      'admin',
    )
    const codeOf = new Map(
      (
        await payload.find({ collection: 'member-registries', limit: 0, overrideAccess: true })
      ).docs.map((doc) => [doc.id, doc.networkCode]),
    )
    const malformation = (
      await payload.find({
        collection: 'malformations',
        where: { number: { equals: SPINA_BIFIDA } },
        overrideAccess: true,
      })
    ).docs[0]!
    for (const year of [2022, 2023, 2024]) {
      const where = { month: { greater_than_equal: `${year}-01`, less_than_equal: `${year}-12` } }
      const [cases, births] = await Promise.all([
        payload.find({
          collection: 'surveillance-cases',
          where: { ...where, malformation: { equals: malformation.id } },
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
        }),
        payload.find({
          collection: 'surveillance-births',
          where,
          depth: 0,
          limit: 0,
          pagination: false,
          overrideAccess: true,
        }),
      ])
      const byRegistry = new Map<string, { cases: (number | null)[]; births: (number | null)[] }>()
      const entry = (id: unknown) => {
        const code = codeOf.get(id as number)!
        if (!byRegistry.has(code)) byRegistry.set(code, { cases: [], births: [] })
        return byRegistry.get(code)!
      }
      for (const doc of cases.docs) entry(doc.registry).cases.push(doc.cases ?? null)
      for (const doc of births.docs)
        entry(doc.registry).births.push(
          doc.liveBirths == null ? null : doc.liveBirths + (doc.stillbirths ?? 0),
        )
      let totalCases = 0
      let totalBirths = 0
      const left: string[] = []
      for (const [code, { cases: c, births: b }] of byRegistry) {
        const complete = c.length === 12 && b.length === 12 && ![...c, ...b].includes(null)
        if (!complete) {
          left.push(code)
          continue
        }
        totalCases += c.reduce((sum: number, value) => sum + value!, 0)
        totalBirths += b.reduce((sum: number, value) => sum + value!, 0)
      }
      const network = find(res, 'network', String(year))
      expect(network.cases, String(year)).toBe(totalCases)
      expect(network.births, String(year)).toBe(totalBirths)
      expect([...network.excluded!].sort(), String(year)).toEqual(left.sort())
      expect(network.rate!).toBeCloseTo((totalCases / totalBirths) * 10_000, 10)
    }
  })
})

describe('GET /api/surveillance/prevalence: small numbers withheld from anonymous callers', () => {
  it('withholds cells under 5 cases, keeps births and every cell from 5 up', async () => {
    const rows = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'anonymous')
    for (const code of [ALPHA, BETA])
      expect(find(rows, code, String(YEAR))).toMatchObject({
        births: 12_000,
        cases: null,
        rate: null,
        lower: null,
        upper: null,
        suppressed: true,
        complete: true,
      })
    // The pooled 5 cases are not fewer than 5: shown exactly.
    expect(find(rows, 'network', String(YEAR))).toMatchObject({
      births: 24_000,
      cases: 5,
      suppressed: false,
    })
    // Not available is not the same as withheld.
    expect(find(rows, GAP, String(YEAR))).toMatchObject({ cases: null, suppressed: false })

    const semesters = await rowsOf(`${TEST_VIEW}&groupBy=semester`, 'anonymous')
    expect(find(semesters, 'network', `${YEAR}-S1`)).toMatchObject({
      cases: null,
      suppressed: true,
    })
    // The second half's network (8) minus GAP's 6 would give ALPHA + BETA = 2: GAP's semester
    // is withheld too, as a complement.
    expect(find(semesters, 'network', `${YEAR}-S2`)).toMatchObject({ cases: 8, suppressed: false })
    expect(find(semesters, GAP, `${YEAR}-S2`)).toMatchObject({
      births: 6000,
      cases: null,
      suppressed: true,
      complementary: true,
    })

    const res = await get(`${TEST_VIEW}&groupBy=year`, 'anonymous')
    expect((await res.json()).suppressionThreshold).toBe(5)
  })
})

describe('GET /api/surveillance/prevalence: the site settings’ small-number threshold', () => {
  const setThreshold = (suppressionThreshold: number) =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: { suppressionThreshold },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  /** The setting reaches the public figures with the next release; each test takes its own back. */
  let before: number | null = null
  const publishWith = async (suppressionThreshold: number) => {
    await setThreshold(suppressionThreshold)
    before = (await publishTestRelease(tokens.admin!)).number - 1
  }
  afterEach(async () => {
    if (before !== null) await withdrawReleasesAfter(payload, before)
    before = null
  })
  afterAll(() => setThreshold(5))

  it('follows the setting, and shows everything at 0', async () => {
    await publishWith(0)
    const res = await get(`${TEST_VIEW}&groupBy=year`, 'anonymous')
    const body = (await res.json()) as { rows: Row[]; suppressionThreshold: number | null }
    expect(body.suppressionThreshold).toBe(0)
    // The tables page tells a visitor the same threshold (it said null: "exact numbers").
    const page = await prevalencePageData(
      payload,
      { registries: [], malformations: [] },
      {},
      { user: null, groupings: ['year'] },
    )
    expect(page.threshold).toBe(0)
    // And the case views, the other answer that tells a threshold (one function decides).
    const views = await rest('GET', `surveillance/case-views?malformation=${ANOMALY}&year=${YEAR}`)
    expect(views.status).toBe(200)
    expect(((await views.json()) as { suppressionThreshold: unknown }).suppressionThreshold).toBe(0)
    // A member sees every number at 0: API and page both say "exact numbers" (null).
    const member = await get(`${TEST_VIEW}&groupBy=year`, 'user')
    expect(((await member.json()) as { suppressionThreshold: unknown }).suppressionThreshold).toBe(
      null,
    )
    const memberPage = await prevalencePageData(
      payload,
      { registries: [], malformations: [] },
      {},
      { user: await demoMember(payload), groupings: ['year'] },
    )
    expect(memberPage.threshold).toBeNull()
    expect(find(body.rows, ALPHA, String(YEAR))).toMatchObject({ cases: 2, suppressed: false })
    expect(find(body.rows, BETA, String(YEAR))).toMatchObject({ cases: 3, suppressed: false })
  })

  it('withholds a second registry when the network total would give a lone small cell away', async () => {
    // Under 3: ALPHA's 2 alone; the network shows 5, so BETA's 3 would give it away.
    await publishWith(3)
    const rows = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'anonymous')
    expect(find(rows, 'network', String(YEAR))).toMatchObject({ cases: 5, suppressed: false })
    expect(find(rows, ALPHA, String(YEAR))).toMatchObject({ cases: null, suppressed: true })
    expect(find(rows, ALPHA, String(YEAR))).not.toHaveProperty('complementary')
    expect(find(rows, BETA, String(YEAR))).toMatchObject({
      births: 12_000,
      cases: null,
      rate: null,
      suppressed: true,
      complementary: true,
    })
    // Asked alone, BETA is withheld all the same.
    const alone = await rowsOf(
      `malformation=${ANOMALY}&registry=${BETA}&from=${YEAR}-01&to=${YEAR}-12&groupBy=year`,
      'anonymous',
    )
    expect(alone).toEqual([find(rows, BETA, String(YEAR))])
    // Admins still see every number.
    const exact = await rowsOf(`${TEST_VIEW}&groupBy=year`, 'admin')
    expect(find(exact, BETA, String(YEAR))).toMatchObject({ cases: 3, suppressed: false })
  })

  it('refuses a threshold that is not a whole number from 0 to 100', async () => {
    const messageOf = (value: number) =>
      setThreshold(value).then(
        () => 'saved',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    for (const value of [2.5, -1, 101])
      expect(await messageOf(value), String(value)).toBe('Informe um número inteiro de 0 a 100.')
  })
})

describe('GET /api/surveillance/prevalence: CSV and XLSX', () => {
  const header =
    'registry,malformation,period,births,cases,rate_per_10000,lower_95,upper_95,suppressed,withheld_reason,complete,excluded,demo'
  const r5 = fromR(5, 12_000)
  const round = (value: number) => String(Number(value.toFixed(4)))

  it('downloads the same rows as CSV, suppressed for anonymous callers', async () => {
    const res = await get(`${TEST_VIEW}&groupBy=year&format=csv`, 'anonymous')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.csv"/)
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(text.trimEnd().split('\r\n')).toEqual([
      header,
      `network,${ANOMALY},${YEAR},24000,5,${round(r5.rate / 2)},${round(r5.lower / 2)},${round(r5.upper / 2)},false,,false,${GAP},false`,
      // ALPHA's 2 and BETA's 3: small counts, and said so.
      `${ALPHA},${ANOMALY},${YEAR},12000,,,,,true,small,true,,false`,
      `${BETA},${ANOMALY},${YEAR},12000,,,,,true,small,true,,false`,
      `${GAP},${ANOMALY},${YEAR},,,,,,false,,false,,false`,
    ])
  })

  it('gives admins the exact numbers in the workbook', async () => {
    const res = await get(`${TEST_VIEW}&groupBy=year&format=xlsx`, 'admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    const values = (line: number) =>
      // Empty cells are holes in exceljs' array, which map() would skip.
      Array.from((sheet.getRow(line).values as unknown[]).slice(1), (cell) => cell ?? '')
    expect(values(1).join(',')).toBe(header)
    expect(sheet.rowCount).toBe(5)
    const r2 = fromR(2, 12_000)
    expect(values(3)).toEqual([
      ALPHA,
      ANOMALY,
      String(YEAR),
      12_000,
      2,
      Number(r2.rate.toFixed(4)),
      Number(r2.lower.toFixed(4)),
      Number(r2.upper.toFixed(4)),
      'false',
      '',
      'true',
      '',
      'false',
    ])
    expect(values(5).slice(3, 5)).toEqual(['', ''])
  })
})

describe('GET /api/surveillance/prevalence: bad parameters', () => {
  it('answers 400 with every problem, in the error shape, translated', async () => {
    const res = await get(
      'malformation=abc&from=2001-13&to=1800-01&groupBy=month&format=pdf',
      'anonymous',
      'en',
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(body.errors.map((error) => [error.field, error.code])).toEqual([
      ['malformation', 'outOfRange'],
      ['from', 'invalidMonth'],
      ['to', 'invalidYear'],
      ['groupBy', 'invalidChoice'],
      ['format', 'invalidChoice'],
    ])
    expect(body.errors[3]!.message).toBe('Choose one of: year, semester, registry.')

    const missing = await get('registry=network', 'anonymous', 'es')
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toEqual([
      { field: 'malformation', code: 'required', message: 'Complete este campo.' },
    ])

    const backwards = await get(`malformation=3&from=2024-06&to=2024-01`, 'user', 'pt')
    expect((await backwards.json()).errors[0]).toMatchObject({
      field: 'to',
      code: 'endBeforeStart',
    })
  })

  it('names an unknown registry or anomaly', async () => {
    const res = await get('malformation=3,99999&registry=network,XX-NONE', 'anonymous', 'en')
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(errors.map((error) => error.code)).toEqual(['unknownRegistry', 'unknownMalformation'])
    expect(errors[0]!.message).toBe('There is no registry with the code "XX-NONE".')
  })
})

// Last: accepts BETA's next semester, which the tests above must not see.
describe('GET /api/surveillance/prevalence: a semester only one registry has sent', () => {
  beforeAll(async () => {
    const accepted = await rest('POST', `surveillance/submissions/${ids.pending}/accept`, {
      token: tokens.admin,
      body: {},
    })
    expect(accepted.status).toBe(200)
  })

  it.each(['admin', 'anonymous'] as const)(
    "never gives BETA's semester as the network's (%s)",
    async (role) => {
      const rows = await rowsOf(`${TEST_VIEW}&groupBy=semester`, role)
      // BETA alone would be 2 cases in 6,000 births; ALPHA and GAP have not sent it yet.
      expect(find(rows, 'network', `${YEAR + 1}-S1`)).toMatchObject({
        births: null,
        cases: null,
        rate: null,
        complete: false,
        partial: true,
      })
      expect(find(rows, ALPHA, `${YEAR + 1}-S1`)).toMatchObject({ cases: null, partial: true })
      // The year before is unchanged.
      expect(find(rows, 'network', `${YEAR}-S2`)).toMatchObject({ births: 18_000, complete: true })
    },
  )

  it("keeps BETA's own semester exact for the office", async () => {
    const rows = await rowsOf(`${TEST_VIEW}&groupBy=semester`, 'admin')
    expect(find(rows, BETA, `${YEAR + 1}-S1`)).toMatchObject({
      births: 6000,
      cases: 2,
      complete: true,
    })
  })
})
