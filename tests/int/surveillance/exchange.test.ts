import { createLocalReq, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteCaseRecords } from '@/lib/surveillance/data/caseRecordRows'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { freshAccount, issueKey, keyHeader } from '../../helpers/keyedAccounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

/** A semester the demo content accepted for the demo member's registry, and no other test writes. */
const REGISTRY = 'AR-RENAC'
const YEAR = 2016
const SEMESTER = 1

type DataValue = {
  dataElement: string
  categoryOptionCombo: string
  orgUnit: string
  period: string
  value: string
}

const registryId = async (code = REGISTRY) =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!.id

/** The versions of the semester other than the accepted ones the demo holds. */
const drafts = async () =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { registry: { equals: await registryId() } },
          { year: { equals: YEAR } },
          { semester: { equals: SEMESTER } },
          { status: { equals: 'draft' } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const removeDrafts = async () => {
  const req = await createLocalReq({}, payload)
  for (const doc of await drafts()) {
    await deleteCaseRecords(req, doc.id)
    await payload.delete({ collection: 'data-submissions', id: doc.id, overrideAccess: true })
  }
}

const exportSemester = async (token?: string) => {
  const res = await rest(
    'GET',
    `surveillance/exchange/dataValueSets?registry=${REGISTRY}&year=${YEAR}&semester=${SEMESTER}`,
    { token },
  )
  expect(res.status).toBe(200)
  return (await res.json()) as { dataSet: string; dataValues: DataValue[] }
}

/** The accepted numbers of the semester, read from the accepted tables. */
const accepted = async () => {
  const where: Where = {
    and: [
      { registry: { equals: await registryId() } },
      { month: { in: [1, 2, 3, 4, 5, 6].map((m) => `${YEAR}-0${m}`) } },
    ],
  }
  const [births, cases] = await Promise.all([
    payload.find({
      collection: 'surveillance-births',
      where,
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'surveillance-cases',
      where,
      limit: 0,
      pagination: false,
      depth: 1,
      overrideAccess: true,
    }),
  ])
  return {
    births: births.docs
      .map((row) => ({
        month: Number(row.month.slice(5)),
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
      }))
      .sort((a, b) => a.month - b.month),
    cases: cases.docs
      .map((row) => ({
        malformation: typeof row.malformation === 'object' ? row.malformation.number : 0,
        month: Number(row.month.slice(5)),
        cases: row.cases,
      }))
      .sort((a, b) => a.malformation - b.malformation || a.month - b.month),
  }
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  await removeDrafts()
})

afterAll(removeDrafts)

describe('dataValueSets round trip', () => {
  it('a semester exported by its member and imported back is a new draft equal to the accepted numbers', async () => {
    const set = await exportSemester(tokens.user)
    const before = await accepted()
    expect(before.births).toHaveLength(6)
    // One value per known number: births by outcome and every anomaly's month.
    const known =
      before.births.flatMap((row) => [row.liveBirths, row.stillbirths]).filter((v) => v !== null)
        .length + before.cases.filter((row) => row.cases !== null).length
    expect(set.dataValues).toHaveLength(known)

    const res = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: set,
      token: tokens.user,
      locale: 'en',
    })
    expect(res.status).toBe(201)
    const summary = await res.json()
    expect(summary).toMatchObject({
      status: 'draft',
      registry: REGISTRY,
      year: YEAR,
      semester: SEMESTER,
      resubmission: true,
      importCount: { imported: known, updated: 0, ignored: 0 },
    })
    expect(summary.message).toBe(
      `Draft of semester 1 of 2016: ${known} values imported, 0 updated, 0 ignored.`,
    )

    const [draft] = await drafts()
    expect(draft).toBeDefined()
    const ids = new Map(
      (
        await payload.find({
          collection: 'malformations',
          limit: 0,
          pagination: false,
          overrideAccess: true,
        })
      ).docs.map((doc) => [String(doc.id), doc.number]),
    )
    expect(
      draft!.births!.map(({ month, liveBirths, stillbirths }) => ({
        month,
        liveBirths,
        stillbirths,
      })),
    ).toEqual(before.births)
    expect(
      draft!
        .cases!.map((row) => ({
          malformation: ids.get(
            String(typeof row.malformation === 'object' ? row.malformation.id : row.malformation),
          )!,
          month: row.month,
          cases: row.cases,
        }))
        .filter((row) => row.cases !== null)
        .sort((a, b) => a.malformation - b.malformation || a.month - b.month),
    ).toEqual(before.cases.filter((row) => row.cases !== null))

    // The same file again changes nothing: every value is the draft's already.
    const again = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: set,
      token: tokens.user,
      locale: 'pt',
    })
    expect(again.status).toBe(200)
    const second = await again.json()
    expect(second.importCount).toEqual({ imported: 0, updated: 0, ignored: known })
    expect(second.values[0].message).toBe('Ignorado: igual ao número do rascunho.')
  })

  it('the ADX export imports back the same way, as an update of one value', async () => {
    const res = await rest(
      'GET',
      `surveillance/exchange/adx?registry=${REGISTRY}&year=${YEAR}&semester=${SEMESTER}`,
      { token: tokens.user },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/adx+xml')
    const xml = await res.text()
    expect(xml).toContain('period="2016-01-01/P1M"')
    // One value changed: the first live births.
    const changed = xml.replace(
      /(<dataValue dataElement="RelamcBirth" categoryOptionCombo="RelamcLiveB" value=")(\d+)/,
      (_, head, n) => `${head}${Number(n) + 1}`,
    )
    const form = new FormData()
    form.set('file', new File([changed], 'semester.adx.xml', { type: 'application/xml' }))
    const imported = await rest('POST', 'surveillance/exchange/adx', {
      form,
      token: tokens.user,
      locale: 'es',
    })
    expect(imported.status).toBe(200)
    const summary = await imported.json()
    expect(summary.importCount.updated).toBe(1)
    expect(summary.values.find((v: { status: string }) => v.status === 'updated').at).toBe(
      'group[0].dataValue[0]',
    )
  })
})

describe('imports refused with located errors, nothing stored', () => {
  const value = (overrides: Partial<DataValue>): DataValue => ({
    dataElement: 'RelamcBirth',
    categoryOptionCombo: 'RelamcLiveB',
    orgUnit: 'RelamcOARRENA',
    period: '201601',
    value: '100',
    ...overrides,
  })

  it('names the value, and what of it, the mapping does not know', async () => {
    await removeDrafts()
    const other = (
      await payload.find({
        collection: 'member-registries',
        where: { networkCode: { not_equals: REGISTRY } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!.networkCode
    const exported = await exportSemester(tokens.user)
    const own = exported.dataValues[0]!.orgUnit
    const otherSet = await rest(
      'GET',
      `surveillance/exchange/dataValueSets?registry=${other}&year=${YEAR}&semester=${SEMESTER}`,
      { token: tokens.admin },
    )
    const foreign = ((await otherSet.json()) as { dataValues: DataValue[] }).dataValues[0]!.orgUnit
    const res = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: {
        dataValues: [
          value({ orgUnit: own }),
          value({ orgUnit: own, dataElement: 'NotMapped01' }),
          value({ orgUnit: own, categoryOptionCombo: 'NotMapped02' }),
          value({ orgUnit: foreign, period: '201602' }),
          value({ orgUnit: own, period: '201607' }),
          value({ orgUnit: 'Nowhere0001', period: '201603' }),
        ],
      },
      token: tokens.user,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['dataValues[1].dataElement', 'unknownDataElement'],
      ['dataValues[2].categoryOptionCombo', 'unknownCategoryOptionCombo'],
      ['dataValues[3].orgUnit', 'orgUnitOfAnotherRegistry'],
      ['dataValues[4].period', 'periodOutsideSemester'],
      ['dataValues[5].orgUnit', 'unknownOrgUnit'],
    ])
    expect(errors[0].message).toBe('The data element NotMapped01 is not in the network’s mapping.')
    expect(await drafts()).toHaveLength(0)
  })

  it('puts the grid’s validation on the value: cases above the month’s births', async () => {
    const { dataValues } = await exportSemester(tokens.user)
    const orgUnit = dataValues[0]!.orgUnit
    const anomaly = dataValues.find((v) => !v.dataElement.startsWith('RelamcBir'))!
    const res = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: {
        dataValues: [
          value({ orgUnit, value: '10' }),
          value({ orgUnit, categoryOptionCombo: 'RelamcStill', value: '0' }),
          { ...anomaly, period: '201601', value: '11' },
        ],
      },
      token: tokens.user,
    })
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors).toEqual([
      expect.objectContaining({ field: 'dataValues[2].value', code: 'aboveBirths' }),
    ])
    expect(await drafts()).toHaveLength(0)
  })

  it('refuses an XML file that declares entities, before reading any value', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE adx [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><adx xmlns="urn:ihe:qrph:adx:2015"><group orgUnit="RelamcOARRENA" period="2016-01-01/P1M"><dataValue dataElement="RelamcBirth" categoryOptionCombo="RelamcLiveB" value="&b;"/></group></adx>`
    const res = await rest('POST', 'surveillance/exchange/adx', {
      raw: bomb,
      token: tokens.user,
      headers: { 'Content-Type': 'application/xml' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].code).toBe('xmlDeclarationRefused')
  })
})

describe('who may import and export', () => {
  it('an anonymous import is refused; a read-scope key is refused, a submit-scope key of the registry imports', async () => {
    const set = await exportSemester(tokens.user)
    expect((await rest('POST', 'surveillance/exchange/dataValueSets', { body: set })).status).toBe(
      401,
    )
    const member = await freshAccount(payload, ['user'], [await registryId()])
    const read = await issueKey(member.token, 'read')
    const refused = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: set,
      headers: keyHeader(read.key),
    })
    expect(refused.status).toBe(403)
    const submit = await issueKey(member.token, 'submit')
    const ok = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: set,
      headers: keyHeader(submit.key),
    })
    expect([200, 201]).toContain(ok.status)
    await removeDrafts()
  })

  it('another registry’s member cannot import this registry’s values', async () => {
    const set = await exportSemester(tokens.user)
    const other = (
      await payload.find({
        collection: 'member-registries',
        where: { networkCode: { not_equals: REGISTRY } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const stranger = await freshAccount(payload, ['user'], [other.id])
    const res = await rest('POST', 'surveillance/exchange/dataValueSets', {
      body: set,
      token: stranger.token,
    })
    expect(res.status).toBe(403)
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'dataValues[0].orgUnit',
      code: 'notYourRegistry',
    })
  })

  it('a visitor gets the public grid: semesters and the year, no month, and no count of 1 to 4 cases', async () => {
    const res = await rest(
      'GET',
      `surveillance/exchange/dataValueSets?registry=${REGISTRY}&year=${YEAR}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('x-exchange-disclosure')).toBe('public-grid')
    const { dataValues } = (await res.json()) as { dataValues: DataValue[] }
    expect(new Set(dataValues.map((v) => v.period))).toEqual(new Set(['2016S1', '2016S2', '2016']))
    // Each anomaly's accepted semester and year, summed here from the accepted months.
    const rows = (
      await payload.find({
        collection: 'surveillance-cases',
        where: {
          and: [{ registry: { equals: await registryId() } }, { month: { like: `${YEAR}-` } }],
        },
        limit: 0,
        pagination: false,
        depth: 1,
        overrideAccess: true,
      })
    ).docs
    const sums = new Map<string, number>()
    for (const row of rows) {
      const number = typeof row.malformation === 'object' ? row.malformation.number : 0
      const semester = Number(row.month.slice(5)) <= 6 ? 'S1' : 'S2'
      for (const period of [`${YEAR}${semester}`, `${YEAR}`])
        sums.set(`${number}|${period}`, (sums.get(`${number}|${period}`) ?? 0) + (row.cases ?? 0))
    }
    const small = [...sums].filter(([, cases]) => cases >= 1 && cases <= 4)
    expect(small.length).toBeGreaterThan(0)
    const shown = new Set(dataValues.map((v) => `${Number(v.dataElement.slice(7))}|${v.period}`))
    for (const [key] of small) expect(shown.has(key), key).toBe(false)
    // Withheld cells are left out, never sent as 0.
    for (const v of dataValues)
      if (v.value === '0') expect(sums.get(`${Number(v.dataElement.slice(7))}|${v.period}`)).toBe(0)
  })
})
