import ExcelJS from 'exceljs'
import { createLocalReq, type Payload } from 'payload'
import { deleteCaseRecords } from '@/lib/surveillance/data/caseRecordRows'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

/** A semester no demo data (nor the other case-record test) uses. */
const YEAR = 1982

const births = JSON.stringify(
  [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 2000, stillbirths: 10 })),
)

/** The template's header in Portuguese, then one row per case. */
const header =
  'codigo_registro;ano;semestre;id_caso;mes;dia;desfecho;sexo;pluralidade;semanas_gestacao;peso_gramas;diagnostico_prenatal;semanas_diagnostico;idade_materna;codigos_cid10;sindrome;descricao'
const rows = [
  `AR-RENAC;${YEAR};1;F82-1;2;;live-birth;male;1;39;3200;no;;31;"Q21.0; Q66.0";;`,
  ';;;F82-2;4;12;topfa;female;1;19;300;yes;15;27;Q00.0;;',
]

const upload = (lines: string[], locale = 'pt') => {
  const form = new FormData()
  form.set('file', new File([lines.join('\n')], 'casos.csv', { type: 'text/csv' }))
  form.set('births', births)
  form.set('draft', '1')
  return rest('POST', 'surveillance/case-records/upload', { form, token: tokens.user, locale })
}

const registryId = async () =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: 'AR-RENAC' } },
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

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

afterAll(async () => {
  // In batches, as they were written: Payload's delete would bind 50,000 ids in one statement.
  const req = await createLocalReq({}, payload)
  for (const doc of await stored()) {
    await deleteCaseRecords(req, doc.id)
    await payload.delete({ collection: 'data-submissions', id: doc.id, overrideAccess: true })
  }
  vi.unstubAllEnvs()
})

describe('GET /api/surveillance/case-records/template', () => {
  it('writes the columns in the reader’s language', async () => {
    const res = await rest('GET', 'surveillance/case-records/template?language=es', {
      token: tokens.user,
    })
    expect(res.status).toBe(200)
    const [line] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(line).toBe(
      'codigo_registro,anio,semestre,id_caso,mes,dia,desenlace,sexo,pluralidad,semanas_gestacion,peso_gramos,diagnostico_prenatal,semanas_diagnostico,edad_materna,codigos_cie10,sindrome,descripcion' +
        // The WHO kit's elements, optional.
        ',estado_registro,estado_diagnostico,presentacion_clinica,fecha_diagnostico,fecha_notificacion,fecha_cierre,diagnostico_corregido',
    )
  })
})

describe('the template’s data dictionary', () => {
  it('names the words each coded column takes, in the reader’s language', async () => {
    const res = await rest(
      'GET',
      'surveillance/case-records/template?language=es&part=dictionary',
      { token: tokens.user },
    )
    expect(res.status).toBe(200)
    const text = (await res.text()).replace(/^\uFEFF/, '')
    const outcome = text.split('\r\n').find((line) => line.startsWith('desenlace,'))
    expect(outcome).toContain('nacido vivo, muerte fetal, interrupción del embarazo')
    expect(text.split('\r\n').find((line) => line.startsWith('sexo,'))).toContain(
      'masculino, femenino, indeterminado',
    )
  })

  it('is the XLSX template’s second sheet', async () => {
    const res = await rest('GET', 'surveillance/case-records/template?format=xlsx&language=pt', {
      token: tokens.user,
    })
    expect(res.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    const sheet = workbook.getWorksheet('dicionario')!
    const rows: string[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)))
    expect(rows.find((row) => row[0] === 'diagnostico_prenatal')![2]).toContain(
      'sim, não, ignorado',
    )
  })
})

describe('POST /api/surveillance/case-records/upload', () => {
  it('puts each problem on its line and column, in the reader’s language, and stores nothing', async () => {
    // Values that cannot be read come first: line 2 has an outcome the template does not know.
    const unreadable = await upload([header, rows[0]!.replace('live-birth', 'nascido'), rows[1]!])
    expect(unreadable.status).toBe(400)
    expect((await unreadable.json()).errors).toEqual([
      expect.objectContaining({ line: 2, column: 'desfecho', code: 'invalidChoice' }),
    ])
    // Then the domain's checks: line 3 has a code that is no ICD-10 code.
    const res = await upload([header, rows[0]!, rows[1]!.replace('Q00.0', 'Q0X')])
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as {
      errors: { line?: number; column?: string; code: string; message: string }[]
    }
    expect(errors).toEqual([
      expect.objectContaining({ line: 3, column: 'codigos_cid10', code: 'invalidCode' }),
    ])
    expect(errors[0]!.message).toContain('CID-10')
    expect(await stored()).toHaveLength(0)
  })

  it('lists, for a word it does not know, the words of the reader’s language', async () => {
    const res = await upload([header, rows[0]!.replace('live-birth', 'vivo'), rows[1]!], 'pt')
    expect(res.status).toBe(400)
    const [error] = (await res.json()).errors
    expect(error).toMatchObject({ line: 2, column: 'desfecho', code: 'invalidChoice' })
    expect(error.message).toContain('nascido vivo, óbito fetal, interrupção da gestação')
  })

  it('names a missing column as the template in the reader’s language writes it', async () => {
    const res = await upload(
      [header.replace(';codigos_cid10', ''), rows[0]!.replace(';"Q21.0; Q66.0"', '')],
      'en',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      expect.objectContaining({ line: 1, column: 'icd10_codes', code: 'missingColumn' }),
    ])
  })

  it('reads the outcome, sex and prenatal diagnosis in any language as the API’s codes', async () => {
    const words = [
      `AR-RENAC;${YEAR};1;F82-1;2;;nascido vivo;masculino;1;39;3200;não;;31;"Q21.0; Q66.0";não;`,
      ';;;F82-2;4;12;interrupción del embarazo;F;1;19;300;yes;15;27;Q00.0;sim;',
      ';;;F82-3;5;;Fetal death;female;1;30;1400;desconocido;;27;Q21.0;;',
    ]
    const res = await upload([header, ...words])
    expect(res.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'surveillance-case-records',
      where: { and: [{ registry: { equals: await registryId() } }, { year: { equals: YEAR } }] },
      sort: 'caseId',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.outcome, doc.sex, doc.prenatalDiagnosis, doc.syndrome])).toEqual([
      ['live-birth', 'male', 'no', false],
      ['topfa', 'female', 'yes', true],
      ['fetal-death', 'female', 'unknown', false],
    ])
  })

  it('stores a good file as a draft of case records, codes read from one cell', async () => {
    const res = await upload([header, ...rows])
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ kind: 'case-records', status: 'draft' })
    const { docs } = await payload.find({
      collection: 'surveillance-case-records',
      where: { and: [{ registry: { equals: await registryId() } }, { year: { equals: YEAR } }] },
      sort: 'caseId',
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.caseId, doc.month, doc.outcome, doc.codes])).toEqual([
      ['F82-1', 2, 'live-birth', 'Q21.0; Q66.0'],
      ['F82-2', 4, 'topfa', 'Q00.0'],
    ])
  })

  it('places a case record’s warning on its line and column, as it places errors', async () => {
    // Line 2: 1,200 g at 39 weeks, far below the usual weight then.
    const res = await upload([header, rows[0]!.replace(';3200;', ';1200;'), rows[1]!])
    expect(res.status).toBe(201)
    const { warnings } = (await res.json()) as {
      warnings: { code: string; line?: number; column?: string; message: string }[]
    }
    expect(warnings).toEqual([
      expect.objectContaining({
        code: 'caseRecords.weightForGestation',
        line: 2,
        column: 'peso_gramas',
        message: expect.stringContaining('39 semanas'),
      }),
    ])
  })

  it('takes a national registry’s semester of 50,000 cases, past the monthly template’s 5,000 rows and 2 MB', async () => {
    const many = Array.from(
      { length: 50_000 },
      (_, index) =>
        `${index === 0 ? `AR-RENAC;${YEAR};1` : ';;'};B-${index};${(index % 6) + 1};;nascido vivo;masculino;1;39;3200;não;;31;Q21.0;;`,
    )
    const file = [header, ...many].join('\n')
    expect(file.length).toBeGreaterThan(2 * 1024 * 1024)
    const res = await upload([header, ...many])
    expect(res.status).toBe(201)
    const { totalDocs } = await payload.count({
      collection: 'surveillance-case-records',
      where: { and: [{ registry: { equals: await registryId() } }, { year: { equals: YEAR } }] },
    })
    expect(totalDocs).toBe(50_000)
  }, 120_000)
})
