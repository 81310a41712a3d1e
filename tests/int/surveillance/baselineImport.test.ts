import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { applyBaselineImport } from '@/lib/surveillance/data/applyBaselineImport'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

const header = 'registry_code,malformation_number,base_period,births,cases,source_note'

function csvForm(lines: string[], name = 'rates.csv'): FormData {
  const form = new FormData()
  form.append('file', new Blob([[header, ...lines].join('\n')], { type: 'text/csv' }), name)
  return form
}

const importFile = (lines: string[], role: Role = 'admin', locale = 'en') =>
  rest('POST', 'baseline-rates/import', {
    form: csvForm(lines),
    token: tokens[role],
    headers: { 'Accept-Language': locale },
  })

const count = async () =>
  (await payload.count({ collection: 'baseline-rates', overrideAccess: true })).totalDocs

async function find(networkCode: string, malformationNumber: number, basePeriod: string) {
  const { docs } = await payload.find({
    collection: 'baseline-rates',
    where: {
      and: [
        { 'registry.networkCode': { equals: networkCode } },
        { 'malformation.number': { equals: malformationNumber } },
        { basePeriod: { equals: basePeriod } },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

describe('baseline import', () => {
  it('is for admins only', async () => {
    expect((await importFile(['AR-RENAC,1,2030,1000,1,'], 'user')).status).toBe(403)
    expect((await importFile(['AR-RENAC,1,2030,1000,1,'], 'anonymous')).status).toBe(401)
  })

  it('writes nothing when one row is bad, and says where and why', async () => {
    const before = await count()
    const res = await importFile([
      'AR-RENAC,1,2030,1000,1,ok',
      'AR-RENAC,2,2030,1000,5000,',
      'XX,3,2030,1000,1,',
    ])
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors).toEqual([
      {
        line: 3,
        column: 'cases',
        code: 'aboveBirths',
        message: 'The number of cases cannot be greater than the number of births.',
      },
      {
        line: 4,
        column: 'registry_code',
        code: 'unknownRegistry',
        message: 'There is no registry with the code "XX".',
      },
    ])
    expect(await count()).toBe(before)
    expect(await find('AR-RENAC', 1, '2030')).toBeUndefined()
  })

  it('translates the problems into the admin language', async () => {
    const res = await importFile(['AR-RENAC,1,2030,0,1,'], 'admin', 'es')
    expect((await res.json()).errors[0].message).toBe(
      'El número de nacimientos debe ser mayor que cero.',
    )
  })

  it('creates new rates and replaces existing ones, keeping blank cases as not available', async () => {
    const existing = await find('CO-BOG', 4, '2020-2022')
    const before = await count()
    const res = await importFile([
      'CO-BOG,4,2020-2022,250000,700,revised',
      'CO-BOG,5,2031,1000,0,',
      'CO-BOG,6,2031,1000,,not available',
    ])
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true, created: 2, updated: 1 })
    expect(await count()).toBe(before + 2)

    const updated = await find('CO-BOG', 4, '2020-2022')
    expect(updated).toMatchObject({
      id: existing?.id,
      births: 250000,
      cases: 700,
      sourceNote: 'revised',
    })
    expect((await find('CO-BOG', 5, '2031'))?.cases).toBe(0)
    expect((await find('CO-BOG', 6, '2031'))?.cases).toBeNull()
  })

  it('rejects files it cannot read', async () => {
    const form = new FormData()
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'rates.pdf')
    const res = await rest('POST', 'baseline-rates/import', {
      form,
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'file',
      code: 'unsupportedFile',
      message: 'Use a CSV or XLSX file.',
    })
  })
})

describe('baseline import writes', () => {
  it('undo the rows already written when a later write fails', async () => {
    const existing = await find('CR-CREC', 9, '2020-2022')
    if (!existing) throw new Error('missing demo baseline')
    const registryId = existing.registry as number
    const malformationId = existing.malformation as number
    const before = await count()
    const req = await createLocalReq({}, payload)
    const rows = [
      {
        line: 2,
        registryId,
        malformationId,
        basePeriod: '2040',
        births: 1000,
        cases: 1,
        sourceNote: null,
      },
      {
        line: 3,
        registryId,
        malformationId,
        basePeriod: '2020-2022',
        births: 1,
        cases: 1,
        sourceNote: 'changed',
      },
      // Passed validation but the registry vanished before the write.
      {
        line: 4,
        registryId: 999_999,
        malformationId,
        basePeriod: '2041',
        births: 1000,
        cases: 1,
        sourceNote: null,
      },
    ]
    await expect(applyBaselineImport(rows, req)).rejects.toThrow()
    expect(await count()).toBe(before)
    expect(await find('CR-CREC', 9, '2020-2022')).toMatchObject({
      births: existing.births,
      cases: existing.cases,
      sourceNote: existing.sourceNote,
    })
  })
})

describe('baseline export', () => {
  it('gives admins a CSV that imports back unchanged', async () => {
    const res = await rest('GET', 'baseline-rates/export?period=2017-2018', { token: tokens.admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('text/csv')
    const csv = await res.text()
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'registry_code,registry,malformation_number,malformation,icd10,base_period,births,cases,prevalence_per_10000,source_note',
    )
    expect(lines.length).toBeGreaterThan(10)
    expect(lines.slice(1).every((line) => line.includes(',2017-2018,'))).toBe(true)

    const before = await count()
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'export.csv')
    const back = await rest('POST', 'baseline-rates/import', { form, token: tokens.admin })
    expect(await back.json()).toMatchObject({ ok: true, created: 0, updated: lines.length - 1 })
    expect(await count()).toBe(before)
  })

  it('is refused to members', async () => {
    expect((await rest('GET', 'baseline-rates/export', { token: tokens.user })).status).toBe(403)
  })
})

describe('baseline uniqueness', () => {
  it('refuses a second rate for the same registry, malformation and period with a translated message', async () => {
    const existing = await find('CL-MAULE', 1, '2018')
    const res = await rest('POST', 'baseline-rates', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'es' },
      body: {
        registry: existing?.registry,
        malformation: existing?.malformation,
        basePeriod: '2018',
        births: 100,
        cases: 1,
      },
    })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(JSON.stringify(body)).toContain(
      'Ya existe una referencia para este registro, malformación y período.',
    )
  })
})
