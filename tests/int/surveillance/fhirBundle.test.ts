import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveMonthlyCounts } from '@/lib/surveillance/caseRecords'
import { deleteCaseRecords, loadCaseRecords } from '@/lib/surveillance/data/caseRecordRows'
import { loadCaseDefinitions } from '@/lib/surveillance/data/loadCaseDefinitions'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { caseCsvRows, caseReportBundle, CSV_HEADER, tenCases } from '../../helpers/fhirBundle'

let payload: Payload
let tokens: Record<Role, string | undefined>

/** A semester no demo data nor other test uses. */
const REGISTRY = 'AR-RENAC'
const YEAR = 1979

const registryId = async () =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: REGISTRY } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!.id

const stored = async () =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: { and: [{ registry: { equals: await registryId() } }, { year: { equals: YEAR } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const cleanUp = async () => {
  const req = await createLocalReq({}, payload)
  for (const doc of await stored()) {
    await deleteCaseRecords(req, doc.id)
    await payload.delete({ collection: 'data-submissions', id: doc.id, overrideAccess: true })
  }
}

const postBundle = (body: unknown, locale = 'en') =>
  rest('POST', 'fhir/Bundle', { body, token: tokens.user, locale })

/** The stored records of the semester's draft and the monthly counts they derive. */
async function recordsAndCounts() {
  const [draft] = await stored()
  const req = await createLocalReq({}, payload)
  const records = await loadCaseRecords(req, { submissionId: draft!.id })
  const definitions = await loadCaseDefinitions(payload)
  const numbers = (
    await payload.find({
      collection: 'malformations',
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs.map((doc) => doc.number)
  const counts = deriveMonthlyCounts(
    { registry: REGISTRY, year: YEAR, semester: 1, births: [], cases: records },
    definitions.definitionsFor,
    numbers,
  )
  return { draft: draft!, records, counts }
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  await cleanUp()
})
afterAll(cleanUp)

describe('POST /api/fhir/Bundle', () => {
  it('ten cases become ten draft records with the counts the same cases give as a CSV file', async () => {
    const cases = tenCases(YEAR)
    const res = await postBundle(caseReportBundle(cases))
    expect(res.status).toBe(201)
    expect(res.headers.get('content-type')).toContain('application/fhir+json')
    const outcome = await res.json()
    expect(outcome.resourceType).toBe('OperationOutcome')
    expect(outcome.issue[0].diagnostics).toBe('10 cases stored as a draft of semester 1 of 1979.')
    const fromBundle = await recordsAndCounts()
    expect(fromBundle.draft.status).toBe('draft')
    expect(fromBundle.records).toHaveLength(10)
    // Names and the hospital's identifiers are nowhere in what was stored.
    const text = JSON.stringify(fromBundle.records)
    expect(text).not.toContain('MRN-')
    expect(text).not.toContain('Demonstração')
    expect(fromBundle.records.find((r) => r.outcome === 'topfa')).toMatchObject({
      sex: 'female',
      gestationalWeeks: 20,
      birthWeight: 350,
      maternalAge: 21,
      codes: ['Q00.0'],
    })

    const form = new FormData()
    form.set(
      'file',
      new File([[CSV_HEADER, ...caseCsvRows(REGISTRY, YEAR, 1, cases)].join('\n')], 'casos.csv', {
        type: 'text/csv',
      }),
    )
    form.set('draft', '1')
    const csv = await rest('POST', 'surveillance/case-records/upload', { form, token: tokens.user })
    expect(csv.status).toBe(201)
    const fromCsv = await recordsAndCounts()
    expect(fromCsv.records).toHaveLength(10)
    expect(fromCsv.counts.cases.filter((row) => row.cases > 0).length).toBeGreaterThan(0)
    expect(fromBundle.counts).toEqual(fromCsv.counts)
    const strip = (records: typeof fromCsv.records) =>
      records
        .map(({ caseId: _id, ...rest }) => rest)
        .sort((a, b) => a.month - b.month || (a.day ?? 0) - (b.day ?? 0))
    expect(strip(fromBundle.records)).toEqual(strip(fromCsv.records))
  })

  it('the same infant sent again keeps its identifier: the hash, not the number', async () => {
    await cleanUp()
    await postBundle(caseReportBundle(tenCases(YEAR)))
    const first = (await recordsAndCounts()).records.map((r) => r.caseId).sort()
    await postBundle(caseReportBundle(tenCases(YEAR)))
    const second = (await recordsAndCounts()).records.map((r) => r.caseId).sort()
    expect(second).toEqual(first)
    expect(first[0]).toMatch(/^fhir-[0-9a-f]{24}$/)
  })

  it('answers an OperationOutcome locating each problem by FHIRPath, in the reader’s language, storing nothing', async () => {
    await cleanUp()
    const bundle = caseReportBundle(tenCases(YEAR).slice(0, 2))
    // entry 1: a code of no WHO core anomaly; entry 6 (the second infant): no birth date.
    ;(bundle.entry[1]!.resource as { code: unknown }).code = {
      coding: [{ system: 'http://snomed.info/sct', code: '22298006' }],
    }
    delete (bundle.entry[6]!.resource as { birthDate?: string }).birthDate
    const res = await postBundle(bundle, 'es')
    expect(res.status).toBe(400)
    const outcome = await res.json()
    expect(outcome.resourceType).toBe('OperationOutcome')
    expect(outcome.issue.map((issue: { expression: string[] }) => issue.expression[0])).toEqual([
      'Bundle.entry[1].resource.code',
      'Bundle.entry[6].resource.birthDate',
    ])
    expect(outcome.issue[0].diagnostics).toContain('CIE-10')
    expect(await stored()).toHaveLength(0)

    const notBundle = await postBundle({ resourceType: 'Patient' })
    expect(notBundle.status).toBe(400)
    expect((await notBundle.json()).issue[0].expression[0]).toBe('Bundle.resourceType')
  })

  it('a domain error of the case record comes back on the infant’s entry', async () => {
    const cases = tenCases(YEAR).slice(0, 1)
    cases[0]!.birthDate = `${YEAR}-02-30`
    const res = await postBundle(caseReportBundle(cases))
    expect(res.status).toBe(400)
    const outcome = await res.json()
    expect(outcome.issue[0].expression[0]).toBe('Bundle.entry[0].resource.birthDate')
    expect(await stored()).toHaveLength(0)
  })

  it('refuses anyone without a session or a key, as an OperationOutcome', async () => {
    const res = await rest('POST', 'fhir/Bundle', { body: caseReportBundle(tenCases(YEAR)) })
    expect(res.status).toBe(401)
    expect((await res.json()).resourceType).toBe('OperationOutcome')
  })
})

describe('GET /api/fhir/metadata', () => {
  it('is a CapabilityStatement of FHIR R4 accepting Bundles', async () => {
    const res = await rest('GET', 'fhir/metadata')
    expect(res.status).toBe(200)
    const statement = await res.json()
    expect(statement).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      kind: 'instance',
    })
    expect(statement.rest[0].resource[0]).toEqual({
      type: 'Bundle',
      interaction: [{ code: 'create' }],
    })
  })
})
