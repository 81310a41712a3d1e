import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { loadQueryPage } from '@/lib/surveillance/data/queryPage'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role, demoMember } from '../../helpers/accounts'
import { rest } from '../../helpers/rest'

// Outside Next.js there is no data cache: the cached reads run every time.
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

let payload: Payload
let tokens: Record<Role, string | undefined>
let member: User

// A test anomaly only two test registries report, in one semester, so every
// expected value below is written out by hand.
const ANOMALY = 9902
const YEAR = 2003
const MONTHS = 'ZZ-MONTHS'
const OTHER = 'ZZ-OTHER'
/** ZZ-MONTHS: March's cases and June's live births were not available; January has 0 cases. */
const plan = {
  [MONTHS]: {
    live: [990, 990, 990, 990, 990, null],
    still: [10, 10, 10, 10, 10, 10],
    cases: [0, 2, null, 0, 1, 0],
  },
  // Only the first three months: the other three are not in the data at all.
  [OTHER]: { live: [500, 500, 500], still: [0, 0, 0], cases: [1, 0, 0] },
}
const ids: { registries: number[]; malformation?: number } = { registries: [] }

async function submitAndAccept(code: keyof typeof plan) {
  const { live, still, cases } = plan[code]
  const res = await rest('POST', 'surveillance/submissions', {
    token: tokens.admin,
    body: {
      registry: code,
      year: YEAR,
      semester: 1,
      status: 'submitted',
      births: live.map((liveBirths, index) => ({
        month: index + 1,
        liveBirths,
        stillbirths: still[index],
      })),
      cases: cases.map((count, index) => ({
        malformation: ANOMALY,
        month: index + 1,
        cases: count,
      })),
    },
  })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: number }
  const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
    token: tokens.admin,
    body: {},
  })
  expect(accepted.status).toBe(200)
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  member = await demoMember(payload)
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const malformation = await payload.create({
    collection: 'malformations',
    locale: 'pt',
    data: { number: ANOMALY, icd10: 'Q89.8', name: 'Anomalia mensal de teste' },
    ...options,
  })
  ids.malformation = malformation.id
  for (const code of [MONTHS, OTHER]) {
    const registry = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'UY', coverage: 'hospital', name: code },
      ...options,
    })
    ids.registries.push(registry.id)
  }
  await submitAndAccept(MONTHS)
  await submitAndAccept(OTHER)
})

afterAll(async () => {
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const mine = { registry: { in: ids.registries } }
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

const VIEW = `malformation=${ANOMALY}&registry=${MONTHS},${OTHER}&from=${YEAR}-01&to=${YEAR}-06`
const get = (query: string, role: Role, locale?: string) =>
  rest('GET', `surveillance/monthly-counts?${query}`, { token: tokens[role], locale })

describe('GET /api/surveillance/monthly-counts', () => {
  it('writes the monthly counts as CSV: 0 stays 0, not available stays empty', async () => {
    // An admin: the demo member sees these test registries' months withheld, as the public does.
    const res = await get(`${VIEW}&format=csv`, 'admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="monthly-counts.csv"')
    const text = (await res.text()).replace(/^\uFEFF/, '')
    expect(text.trimEnd().split('\r\n')).toEqual([
      'registry,malformation,month,births,cases,withheld_reason,demo',
      `${MONTHS},${ANOMALY},${YEAR}-01,1000,0,,false`,
      `${MONTHS},${ANOMALY},${YEAR}-02,1000,2,,false`,
      `${MONTHS},${ANOMALY},${YEAR}-03,1000,,,false`,
      `${MONTHS},${ANOMALY},${YEAR}-04,1000,0,,false`,
      `${MONTHS},${ANOMALY},${YEAR}-05,1000,1,,false`,
      `${MONTHS},${ANOMALY},${YEAR}-06,,0,,false`,
      `${OTHER},${ANOMALY},${YEAR}-01,500,1,,false`,
      `${OTHER},${ANOMALY},${YEAR}-02,500,0,,false`,
      `${OTHER},${ANOMALY},${YEAR}-03,500,0,,false`,
      // Never reported: not available, not 0.
      `${OTHER},${ANOMALY},${YEAR}-04,,,,false`,
      `${OTHER},${ANOMALY},${YEAR}-05,,,,false`,
      `${OTHER},${ANOMALY},${YEAR}-06,,,,false`,
    ])
  })

  it('gives the same numbers in the workbook, empty cells where not available', async () => {
    const res = await get(`${VIEW}&format=xlsx`, 'admin')
    expect(res.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    expect(sheet.rowCount).toBe(13)
    const cells = (line: number) =>
      [1, 2, 3, 4, 5].map((column) => sheet.getRow(line).getCell(column).value)
    expect(cells(1)).toEqual(['registry', 'malformation', 'month', 'births', 'cases'])
    expect(cells(2)).toEqual([MONTHS, ANOMALY, `${YEAR}-01`, 1000, 0])
    expect(cells(4)).toEqual([MONTHS, ANOMALY, `${YEAR}-03`, 1000, null])
    expect(cells(7)).toEqual([MONTHS, ANOMALY, `${YEAR}-06`, null, 0])
    expect(cells(13)).toEqual([OTHER, ANOMALY, `${YEAR}-06`, null, null])
  })

  it('answers JSON with null where not available', async () => {
    const res = await get(
      `malformation=${ANOMALY}&registry=${MONTHS}&from=${YEAR}-03&to=${YEAR}-03`,
      'user',
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      rows: [
        {
          registry: MONTHS,
          malformation: ANOMALY,
          period: `${YEAR}-03`,
          births: 1000,
          cases: null,
        },
      ],
      demo: false,
    })
  })

  it('is for members only, and explains bad parameters', async () => {
    expect((await get(`${VIEW}&format=csv`, 'anonymous')).status).toBe(401)
    const bad = await get('registry=network&from=2003-13', 'user', 'en')
    expect(bad.status).toBe(400)
    const { errors } = (await bad.json()) as { errors: { field: string; code: string }[] }
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['malformation', 'required'],
      ['from', 'invalidMonth'],
    ])
  })
})

describe('the database query page', () => {
  it('shows members exact numbers month by month, with the files of the same query', async () => {
    // A member of ZZ-MONTHS: exact for it, the public view of ZZ-OTHER (site setting off).
    const ofMonths = { ...member, registries: [ids.registries[0]!] }
    const page = await loadQueryPage(ofMonths, 'pt', {
      malformation: String(ANOMALY),
      registry: [MONTHS, OTHER],
      from: `${YEAR}-01`,
      to: `${YEAR}-06`,
      groupBy: 'month',
    })
    expect(page.threshold).toBe(5)
    const view = page.view!
    // Months are not on the public grid: another registry's show no count at all, withheld as
    // not published (whatever their size, never as a small count); the months it has not sent
    // yet are not withheld, only not complete.
    expect(
      view.table
        .filter((row) => row.registry === OTHER)
        .map((row) => [row.period, row.cases, row.suppressed, row.withheld, row.partial]),
    ).toEqual([
      [`${YEAR}-01`, null, true, 'unpublished', undefined],
      [`${YEAR}-02`, null, true, 'unpublished', undefined],
      [`${YEAR}-03`, null, true, 'unpublished', undefined],
      [`${YEAR}-04`, null, false, undefined, true],
      [`${YEAR}-05`, null, false, undefined, true],
      [`${YEAR}-06`, null, false, undefined, true],
    ])
    const rows = view.table.filter((row) => row.registry === MONTHS)
    // 1 and 2 cases are under the public threshold: members see them.
    expect(rows.map((row) => [row.period, row.births, row.cases, row.suppressed])).toEqual([
      [`${YEAR}-01`, 1000, 0, false],
      [`${YEAR}-02`, 1000, 2, false],
      [`${YEAR}-03`, null, null, false],
      [`${YEAR}-04`, 1000, 0, false],
      [`${YEAR}-05`, 1000, 1, false],
      [`${YEAR}-06`, null, null, false],
    ])
    expect(rows[1]!.rate).toBeCloseTo(20, 12)
    expect(page.queryString).toBe(
      `malformation=${ANOMALY}&registry=${MONTHS}&registry=${OTHER}&from=${YEAR}-01&to=${YEAR}-06&groupBy=month`,
    )
    expect(Object.fromEntries(new URLSearchParams(page.countsQuery!))).toEqual({
      malformation: String(ANOMALY),
      registry: `${MONTHS},${OTHER}`,
      from: `${YEAR}-01`,
      to: `${YEAR}-06`,
    })
  })

  it("withholds the network's months as not published, and never sums one registry's as the network's", async () => {
    const ofMonths = { ...member, registries: [ids.registries[0]!] }
    const page = await loadQueryPage(ofMonths, 'pt', {
      malformation: String(ANOMALY),
      registry: ['network', MONTHS],
      from: `${YEAR}-01`,
      to: `${YEAR}-06`,
      groupBy: 'month',
    })
    const network = page.view!.table.filter((row) => row.registry === 'network')
    expect(network.map((row) => [row.period, row.cases, row.withheld, row.partial])).toEqual([
      // MONTHS + OTHER: 0 + 1, 2 + 0, and March without MONTHS' cases: withheld, as months are.
      [`${YEAR}-01`, null, 'unpublished', undefined],
      [`${YEAR}-02`, null, 'unpublished', undefined],
      [`${YEAR}-03`, null, 'unpublished', undefined],
      // OTHER has not sent April to June: MONTHS alone would have been shown as the network.
      [`${YEAR}-04`, null, undefined, true],
      [`${YEAR}-05`, null, undefined, true],
      [`${YEAR}-06`, null, undefined, true],
    ])
    // The member's own registry stays exact.
    expect(
      page.view!.table.filter((row) => row.registry === MONTHS).map((row) => row.cases),
    ).toEqual([0, 2, null, 0, 1, null])
  })

  it('explains a bad choice and offers nothing to save or download', async () => {
    const page = await loadQueryPage(member, 'en', { registry: 'network', groupBy: 'week' })
    expect(page.issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['malformation', 'required'],
      ['groupBy', 'invalidChoice'],
    ])
    expect(page.queryString).toBeNull()
    expect(page.countsQuery).toBeNull()
  })
})
