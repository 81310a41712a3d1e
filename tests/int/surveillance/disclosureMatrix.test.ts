import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { testPayload } from '../../helpers/payload'
import { tokensByRole } from '../../helpers/accounts'
import { publishTestRelease } from '../../helpers/releases'
import { login, rest } from '../../helpers/rest'

/**
 * Who sees which numbers, output by output: a visitor, a member of registry A (with the site
 * setting "Members see other registries' exact data" off, then on) and an admin, asking for
 * registry A, registry B and the network. Every year of A and B has 1 to 4 cases in each half, so
 * each of their cells is small; the network's year (6) is not.
 */

let payload: Payload
const A = 'ZZ-MTX-A'
const B = 'ZZ-MTX-B'
const ANOMALY = 9811
const YEARS = [2001, 2002, 2003, 2004]
const account = { email: 'membro-mtx@example.org', password: 'Senha-de-teste-1234' }
const ids: { registries: number[]; malformation?: number; user?: number } = { registries: [] }
type Viewer = 'anonymous' | 'memberOff' | 'memberOn' | 'admin'
const tokens: Partial<Record<Viewer, string>> = {}

/** Cases in January and July: A has 2 and 1, B 1 and 2, every year. */
const cases = (code: string, month: number) =>
  month === 1 ? (code === A ? 2 : 1) : month === 7 ? (code === A ? 1 : 2) : 0

const setSeeOthers = async (membersSeeOtherRegistries: boolean) => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { membersSeeOtherRegistries },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  const malformation = await payload.create({
    collection: 'malformations',
    locale: 'pt',
    data: { number: ANOMALY, icd10: 'Q89.6', name: 'Anomalia da matriz' },
    ...options,
  })
  ids.malformation = malformation.id
  for (const code of [A, B]) {
    const doc = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'BO', coverage: 'hospital', name: code },
      ...options,
    })
    ids.registries.push(doc.id)
  }
  const req = await createLocalReq({}, payload)
  for (const [index, code] of [A, B].entries())
    for (const year of YEARS)
      for (const semester of [1, 2] as const) {
        const months = Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)
        await replaceAcceptedSemester(req, {
          registryId: ids.registries[index]!,
          year,
          semester,
          submissionId: null,
          births: months.map((month) => ({ month, liveBirths: 1000, stillbirths: 0 })),
          cases: months.map((month) => ({
            malformationId: malformation.id,
            month,
            cases: cases(code, month),
          })),
        })
      }
  const user = await payload.create({
    collection: 'users',
    data: {
      name: 'Membro da matriz',
      country: 'BO',
      roles: ['user'],
      registries: [ids.registries[0]!],
      ...account,
    },
    overrideAccess: true,
    context: { keepPassword: true },
  })
  ids.user = user.id
  const roles = await tokensByRole()
  tokens.admin = roles.admin
  tokens.memberOff = await login(account.email, account.password)
  tokens.memberOn = tokens.memberOff
  // The public figures change when the office publishes them.
  await publishTestRelease(roles.admin!)
})

afterAll(async () => {
  await setSeeOthers(false)
  const options = { overrideAccess: true, context: { disableRevalidate: true } } as const
  if (ids.user) await payload.delete({ collection: 'users', id: ids.user, ...options })
  const mine = { registry: { in: ids.registries } }
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({
    collection: 'member-registries',
    where: { id: { in: ids.registries } },
    ...options,
  })
  if (ids.malformation)
    await payload.delete({ collection: 'malformations', id: ids.malformation, ...options })
})

const get = (viewer: Viewer, path: string) =>
  rest('GET', path, { token: tokens[viewer] }).then(async (res) => ({
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as Record<string, unknown>) : null,
  }))

type Row = { registry: string; period: string; cases: number | null }
const cellOf = (rows: Row[], registry: string, period: string) =>
  rows.find((row) => row.registry === registry && row.period === period)?.cases

/** What each viewer gets, by registry: a count, null (withheld) or an HTTP status. */
async function matrix(
  viewers: Viewer[],
  read: (viewer: Viewer) => Promise<Record<string, unknown>>,
) {
  const answers: Record<string, unknown> = {}
  for (const viewer of viewers) {
    if (viewer === 'memberOn') await setSeeOthers(true)
    answers[viewer] = await read(viewer)
    if (viewer === 'memberOn') await setSeeOthers(false)
  }
  return answers
}

const everyone: Viewer[] = ['anonymous', 'memberOff', 'memberOn', 'admin']

describe('the disclosure matrix', () => {
  it('prevalence: members see their own registries exactly, the others as the setting says', async () => {
    const answers = await matrix(everyone, async (viewer) => {
      const { body } = await get(
        viewer,
        `surveillance/prevalence?malformation=${ANOMALY}&registry=network,${A},${B}&groupBy=semester`,
      )
      const rows = body!.rows as Row[]
      return {
        A: cellOf(rows, A, '2002-S1'),
        B: cellOf(rows, B, '2002-S1'),
        network: cellOf(rows, 'network', '2002-S1'),
      }
    })
    expect(answers).toEqual({
      anonymous: { A: null, B: null, network: null },
      memberOff: { A: 2, B: null, network: null },
      memberOn: { A: 2, B: 1, network: 3 },
      admin: { A: 2, B: 1, network: 3 },
    })
  })

  it('prevalence: a visitor asking for months or a cut period is told what is allowed', async () => {
    const months = await rest(
      'GET',
      `surveillance/prevalence?malformation=${ANOMALY}&groupBy=registry&locale=en`,
    )
    expect(months.status).toBe(400)
    expect((await months.json()).errors).toEqual([
      {
        field: 'groupBy',
        code: 'publicGridGrouping',
        message:
          'Without signing in, the tables are by year or by semester (year, semester). Members who sign in query by month and over the whole period in the database query.',
      },
    ])
    // A member may ask the whole range: their own registry exactly, the others only as sums of
    // shown years (none here: every year of B is withheld).
    const { body } = await get(
      'memberOff',
      `surveillance/prevalence?malformation=${ANOMALY}&registry=${A},${B}&groupBy=registry`,
    )
    expect((body!.rows as Row[]).map((row) => [row.registry, row.cases])).toEqual([
      [A, 12],
      [B, null],
    ])
  })

  it('counts: exact for the member’s own registry, the grid for the others, 401 for visitors', async () => {
    const answers = await matrix(everyone, async (viewer) => {
      const semesters = await get(
        viewer,
        `surveillance/counts?malformation=${ANOMALY}&groupBy=semester&from=2002-01&to=2002-12`,
      )
      if (semesters.status !== 200) return { status: semesters.status }
      const months = await get(
        viewer,
        `surveillance/monthly-counts?malformation=${ANOMALY}&registry=${A},${B}&from=2002-01&to=2002-01`,
      )
      const rows = semesters.body!.rows as Row[]
      const monthRows = months.body!.rows as Row[]
      return {
        A: cellOf(rows, A, '2002-S1'),
        B: cellOf(rows, B, '2002-S1'),
        monthA: cellOf(monthRows, A, '2002-01'),
        monthB: cellOf(monthRows, B, '2002-01'),
      }
    })
    expect(answers).toEqual({
      anonymous: { status: 401 },
      memberOff: { A: 2, B: null, monthA: 2, monthB: null },
      memberOn: { A: 2, B: 1, monthA: 2, monthB: 1 },
      admin: { A: 2, B: 1, monthA: 2, monthB: 1 },
    })
  })

  it('monitoring: a registry for whoever sees it exactly; the network without counts for the others', async () => {
    const answers = await matrix(everyone, async (viewer) => {
      const trend = async (registry: string) => {
        const { status, body } = await get(
          viewer,
          `surveillance/monitoring/trend?registry=${registry}&malformation=${ANOMALY}&to=2003&years=3`,
        )
        if (status !== 200) return status
        const result = body!.result as { years: { cases: number | null }[] }
        return result.years.map((year) => year.cases)
      }
      return { A: await trend(A), B: await trend(B), network: await trend('network') }
    })
    expect(answers).toEqual({
      anonymous: { A: 401, B: 401, network: [null, null, null] },
      memberOff: { A: [3, 3, 3], B: 403, network: [null, null, null] },
      memberOn: { A: [3, 3, 3], B: [3, 3, 3], network: [6, 6, 6] },
      admin: { A: [3, 3, 3], B: [3, 3, 3], network: [6, 6, 6] },
    })
  })

  it('monitoring of the network gives a visitor statistics and no count', async () => {
    const scan = await get(
      'anonymous',
      `surveillance/monitoring/scan?registry=network&malformation=${ANOMALY}&to=2003-12&months=24`,
    )
    const result = scan.body!.result as {
      available: boolean
      months: { births: number | null; cases: number | null }[]
      cluster: { observed: number | null; expected: number | null; pValue: number }
    }
    expect(result.available).toBe(true)
    expect(result.months.every((month) => month.cases === null && month.births === null)).toBe(true)
    expect(result.cluster).toMatchObject({ observed: null, expected: null })
    expect(result.cluster.pValue).toBeGreaterThan(0)
    const channel = await get(
      'anonymous',
      `surveillance/monitoring/endemic-channel?registry=network&malformation=${ANOMALY}&year=2004&years=3&groupBy=semester&measure=cases&method=quartiles`,
    )
    const periods = (channel.body!.result as { indexed: boolean; periods: unknown[] }).periods as {
      value: number
      band: { center: number }
    }[]
    // Every half-year had 3 cases: an index of 100 on a centre of 100, never the count.
    expect(periods.map((period) => [period.value, period.band.center])).toEqual([
      [100, 100],
      [100, 100],
    ])
  })

  it('reference rates: a visitor lists no row with fewer cases than the threshold', async () => {
    const small = async (viewer: Viewer) => {
      const { body } = await get(viewer, 'baseline-rates?limit=0&depth=0')
      const docs = body!.docs as { cases: number | null }[]
      return docs.filter((doc) => doc.cases !== null && doc.cases < 5).length
    }
    // The demonstration references include small rows of other registries (this member's
    // registry has none): the office reads them, and a member who sees other registries' exact
    // data; a member who does not reads them as a visitor does.
    expect(await small('admin')).toBeGreaterThan(0)
    expect(await small('memberOff')).toBe(0)
    await setSeeOthers(true)
    const memberOn = await small('memberOn')
    await setSeeOthers(false)
    expect(memberOn).toBe(await small('admin'))
    expect(await small('anonymous')).toBe(0)
  })
})
