import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deleteCaseRecords, loadCaseRecords } from '@/lib/surveillance/data/caseRecordRows'
import { testPayload } from '../helpers/payload'
import { graphql, graphqlPost, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** What the Payload logger is given while `work` runs, one entry per call. */
async function logged<T>(work: () => Promise<T>) {
  const lines: { level: string; text: string }[] = []
  const spies = (['info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
      lines.push({ level, text: JSON.stringify(args) })
    }) as never),
  )
  try {
    return { result: await work(), lines }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

/** No server error, stack or SQL statement among the logged lines. */
function expectQuietLog(lines: { level: string; text: string }[]) {
  for (const line of lines) {
    expect(line.level).toBe('info')
    expect(line.text).not.toMatch(/\bat .*\.js:\d+|select |stack/i)
  }
}

/** `[[[…]]]`: about 800 KB of arrays nested in one another. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('malformed GraphQL requests', () => {
  it('a body that is not JSON is a translated 400', async () => {
    for (const [locale, text] of [
      ['en', 'The request could not be read.'],
      ['es', 'No se pudo leer la solicitud.'],
      ['pt', 'O pedido não pôde ser lido.'],
    ] as const) {
      const res = await graphqlPost('{"query": ', { locale })
      expect(res.status).toBe(400)
      const { errors } = await res.json()
      expect(errors[0].message).toContain(text)
      expect(errors[0].extensions).toMatchObject({ code: 'badRequest', statusCode: 400 })
    }
  })

  it('a query nested deep enough to overflow the parser is a 400 that says so', async () => {
    const query = `{ Users(where: ${'{ AND: ['.repeat(20_000)}{}${'] }'.repeat(20_000)}) { docs { id } } }`
    for (const body of [
      JSON.stringify({ query }),
      `{"query":"{ __typename }","variables":{"x":${nestedArrays(400_000)}}}`,
    ]) {
      const res = await graphqlPost(body, { token: tokens.admin, locale: 'en' })
      expect(res.status).toBe(400)
      const text = await res.text()
      expect(text).not.toContain('Maximum call stack')
      expect(JSON.parse(text).errors[0]).toMatchObject({
        message: expect.stringContaining('more than 100 levels deep'),
        extensions: { code: 'nestedTooDeep', statusCode: 400 },
      })
    }
  })

  it('errors carry a stable code and status, never a class name', async () => {
    const forbidden = await graphql('{ Users { docs { id } } }')
    expect(forbidden.errors?.[0]?.extensions).toEqual({ code: 'forbidden', statusCode: 403 })
    const invalid = await graphql(
      'mutation { createSavedQuery(data: { name: "x", query: "nothing=1" }) { id } }',
      tokens.user,
    )
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', statusCode: 400 })
    expect(invalid.errors?.[0]?.extensions).not.toHaveProperty('name')
  })
})

describe('data nested past any document', () => {
  it('800 KB of nested arrays to a collection is a translated 400, nothing stored, no stack logged', async () => {
    const before = await payload.count({ collection: 'saved-queries', overrideAccess: true })
    const body = `{"name":"nested","query":${nestedArrays(400_000)}}`
    const { result: res, lines } = await logged(() =>
      rest('POST', 'saved-queries', {
        token: tokens.user,
        headers: { 'Accept-Language': 'en' },
        raw: body,
      }),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toBe(
      'The data sent nests lists or objects more than 100 levels deep and cannot be read.',
    )
    expectQuietLog(lines)
    expect(await payload.count({ collection: 'saved-queries', overrideAccess: true })).toEqual(
      before,
    )
  })

  it('the same to a global, and through GraphQL variables', async () => {
    const global = await rest('POST', 'globals/footer', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      raw: `{"text":${nestedArrays(200_000)}}`,
    })
    expect(global.status).toBe(400)
    const res = await graphqlPost(
      JSON.stringify({
        query: 'mutation ($q: String!) { createSavedQuery(data: { name: "n", query: $q }) { id } }',
        variables: { q: 'x', extra: JSON.parse(nestedArrays(150)) },
      }),
      { token: tokens.user, locale: 'en' },
    )
    expect(res.status).toBe(400)
  })

  it('a real document nested a few levels still saves', async () => {
    const res = await rest('POST', 'coordinations', {
      token: tokens.admin,
      body: { name: 'Nested', startYear: 2024, members: [{ name: 'A' }, { name: 'B' }] },
    })
    expect(res.status).toBe(201)
    await payload.delete({
      collection: 'coordinations',
      id: (await res.json()).doc.id,
      overrideAccess: true,
    })
  })
})

describe('pagination out of range', () => {
  it('anonymous ?limit=-1&page=-5 is a translated 400 without SQL in the log', async () => {
    const { result: res, lines } = await logged(() =>
      rest('GET', 'baseline-rates?limit=-1&page=-5', { headers: { 'Accept-Language': 'es' } }),
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toContain('La paginación pedida no es válida')
    expectQuietLog(lines)
  })

  it("is refused at the address of every collection, Payload's own included, for everyone", async () => {
    const { default: config } = await import('@payload-config')
    const slugs = (await config).collections
      .filter((collection) => collection.endpoints !== false)
      .map((collection) => collection.slug)
    expect(slugs).toEqual(expect.arrayContaining(['payload-preferences', 'saved-queries']))
    for (const slug of slugs)
      for (const query of ['limit=-1', 'page=-5', 'page=0', 'limit=abc', 'limit=2.5', 'limit[]=1'])
        for (const token of [undefined, tokens.user, tokens.admin]) {
          const { status } = await rest('GET', `${slug}?${query}`, { token })
          expect([slug, query, status]).toEqual([slug, query, 400])
        }
  })

  it('is refused in GraphQL arguments and server code', async () => {
    const answer = await graphql('{ BaselineRates(limit: -1, page: -5) { docs { id } } }')
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'badRequest', statusCode: 400 })
    expect(answer.errors?.[0]?.message).toContain('"limit"')
    await expect(
      payload.find({ collection: 'baseline-rates', limit: 5, page: -5, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('ordinary pages still answer', async () => {
    const res = await rest('GET', 'baseline-rates?limit=2&page=1')
    expect(res.status).toBe(200)
    expect((await res.json()).docs.length).toBeLessThanOrEqual(2)
    expect((await rest('GET', 'baseline-rates?limit=0')).status).toBe(200)
  })
})

describe('other malformed addresses and bodies', () => {
  it('a `where` or `data` that is not JSON is a translated 400, at any collection', async () => {
    for (const path of [
      'baseline-rates?where=notjson',
      'baseline-rates/count?where={"a":',
      'saved-queries?data=notjson',
      `payload-preferences?where=${'['.repeat(200)}`,
    ])
      for (const token of [undefined, tokens.admin]) {
        const res = await rest('GET', path, { token, headers: { 'Accept-Language': 'en' } })
        expect([path, res.status]).toEqual([path, 400])
        expect((await res.json()).errors[0]).toEqual({
          code: 'badRequest',
          message: 'The request could not be read. Check the format of the data sent.',
        })
      }
  })

  it('an id no document can have is not there (404), for reads, changes and deletions', async () => {
    for (const [method, path] of [
      ['GET', 'baseline-rates/abc'],
      ['GET', 'baseline-rates/-1'],
      ['GET', 'users/%00'],
      ['PATCH', 'saved-queries/1.5'],
      ['DELETE', 'events/x%00y'],
    ] as const)
      for (const token of [undefined, tokens.user, tokens.admin]) {
        const res = await rest(method, path, {
          token,
          body: method === 'PATCH' ? { name: 'x' } : undefined,
        })
        expect([method, path, res.status]).toEqual([method, path, 404])
      }
  })

  it('a JSON body that is no document is a translated 400', async () => {
    for (const raw of ['"x"', 'null', '[]', '5'])
      for (const path of ['saved-queries', 'globals/footer']) {
        const res = await rest('POST', path, {
          token: tokens.admin,
          headers: { 'Accept-Language': 'en' },
          raw,
        })
        expect([path, raw, res.status]).toEqual([path, raw, 400])
        expect((await res.json()).errors[0].message).toContain('The request could not be read.')
      }
  })
})

describe("Payload's migration log", () => {
  it('is not there for anyone, and no answer names an internal address', async () => {
    for (const token of [undefined, tokens.user, tokens.admin])
      for (const [method, path] of [
        ['GET', 'payload-migrations'],
        ['GET', 'payload-migrations/1'],
        ['POST', 'payload-migrations'],
        ['DELETE', 'payload-migrations/1'],
      ] as const) {
        const res = await rest(method, path, { token, body: method === 'POST' ? {} : undefined })
        expect(res.status).toBe(404)
        const text = await res.text()
        expect(text).not.toMatch(/localhost|http:|3000/)
        expect(JSON.parse(text).errors[0].code).toBe('notFound')
      }
  })
})

describe("control characters in a registry's network code", () => {
  it.each([
    ['a tab', 'AR\tRENAC'],
    ['a line break', 'AR-RENAC\nX'],
    ['DEL', 'AR-RENAC\u007f'],
  ])('with %s it is refused, translated, and the code is kept', async (_, networkCode) => {
    const registry = (
      await payload.find({
        collection: 'member-registries',
        where: { networkCode: { equals: 'AR-RENAC' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const res = await rest('PATCH', `member-registries/${registry.id}`, {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { networkCode },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('control (invisible) character')
    const after = await payload.findByID({
      collection: 'member-registries',
      id: registry.id,
      overrideAccess: true,
    })
    expect(after.networkCode).toBe('AR-RENAC')
  })
})

describe('control characters in case records', () => {
  const YEAR = 1983
  const births = [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 2500, stillbirths: 15 }))
  const record = (caseId: string, extra: Record<string, unknown> = {}) => ({
    caseId,
    month: 2,
    outcome: 'live-birth',
    sex: 'male',
    plurality: 1,
    gestationalWeeks: 38,
    birthWeight: 3100,
    prenatalDiagnosis: 'unknown',
    maternalAge: 29,
    codes: ['Q21.0'],
    ...extra,
  })
  const post = (cases: unknown[]) =>
    rest('POST', 'surveillance/case-records', {
      token: tokens.user,
      locale: 'en',
      body: { registry: 'AR-RENAC', year: YEAR, semester: 1, births, cases, status: 'draft' },
    })
  const registryId = async () =>
    (
      await payload.find({
        collection: 'member-registries',
        where: { networkCode: { equals: 'AR-RENAC' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!.id
  const submissions = async () =>
    (
      await payload.find({
        collection: 'data-submissions',
        where: { and: [{ registry: { equals: await registryId() } }, { year: { equals: YEAR } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  afterAll(async () => {
    const req = await createLocalReq({}, payload)
    for (const doc of await submissions()) {
      await deleteCaseRecords(req, doc.id)
      await payload.delete({ collection: 'data-submissions', id: doc.id, overrideAccess: true })
    }
  })

  it.each([
    ['a NUL', 'DUP\u0000A'],
    ['a tab', 'DUP\tA'],
    ['a line break', 'DUP\nA'],
    ['an escape', 'DUP\u001bA'],
    ['DEL', 'DUP\u007fA'],
  ])('an identifier with %s is refused, translated, and nothing is stored', async (_, caseId) => {
    const res = await post([record(caseId), record('DUP\u0000B')])
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { field: string; message: string }[] }
    expect(errors).toContainEqual(
      expect.objectContaining({
        field: 'cases[0].caseId',
        message: expect.stringContaining('control (invisible) character'),
      }),
    )
    expect(await submissions()).toEqual([])
  })

  it('a description with a NUL is refused; tabs and line breaks in it are kept', async () => {
    const refused = await post([record('D83-1', { description: 'left\u0000 hidden' })])
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('null character (U+0000)')
    expect(await submissions()).toEqual([])
    const kept = await post([record('D83-1', { description: 'two lines\nand\ta tab' })])
    expect(kept.status).toBe(201)
    const [submission] = await submissions()
    const req = await createLocalReq({}, payload)
    const stored = await loadCaseRecords(req, { submissionId: submission!.id })
    expect(stored.map((row) => [row.caseId, row.description])).toEqual([
      ['D83-1', 'two lines\nand\ta tab'],
    ])
  })

  it('an identifier with a NUL in an uploaded CSV file is refused on its line and column', async () => {
    const header =
      'codigo_registro;ano;semestre;id_caso;mes;dia;desfecho;sexo;pluralidade;semanas_gestacao;peso_gramas;diagnostico_prenatal;semanas_diagnostico;idade_materna;codigos_cid10;sindrome;descricao'
    const form = new FormData()
    const line = (id: string) =>
      `AR-RENAC;${YEAR};1;${id};2;;live-birth;male;1;39;3200;no;;31;Q21.0;;`
    form.set(
      'file',
      new File([[header, line('DUP\u0000A'), line('DUP\u0000B')].join('\n')], 'casos.csv', {
        type: 'text/csv',
      }),
    )
    form.set('births', JSON.stringify(births))
    form.set('draft', '1')
    const res = await rest('POST', 'surveillance/case-records/upload', {
      form,
      token: tokens.user,
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toContainEqual(
      expect.objectContaining({ line: 2, column: 'id_caso', code: 'controlCharacter' }),
    )
  })
})
