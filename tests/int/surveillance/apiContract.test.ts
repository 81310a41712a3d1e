import { readdirSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { surveillanceEndpoints } from '@/endpoints/surveillance'
import { fhirBundleEndpoint, fhirMetadataEndpoint } from '@/endpoints/fhir'
import { operations } from '@/lib/surveillance/api/operations'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { documentValidator } from '../../helpers/openapiSchemas'
import { rest } from '../../helpers/rest'

/**
 * The contract of /api/openapi.json: each documented operation called with the document's
 * example (parameters and body) answers the status its example states, with a body its response
 * schema accepts; and every route under /api/surveillance is in the document.
 */

type Json = Record<string, unknown>
type Operation = Json & { parameters?: Json[]; requestBody?: Json; responses: Record<string, Json> }
let document: Json & { paths: Record<string, Record<string, Operation>> }
let tokens: Record<Role, string | undefined>
const roleOf = { anonymous: 'anonymous', member: 'user', admin: 'admin' } as const

beforeAll(async () => {
  const { GET } = await import('@/app/(payload)/api/openapi.json/route')
  const answer = await GET()
  expect(answer.headers.get('Cache-Control')).toMatch(/^public/)
  document = (await answer.json()) as typeof document
  tokens = await tokensByRole()
}, 60_000)

/** The request the document's example makes. */
function exampleRequest(pathTemplate: string, operation: Operation) {
  let address = pathTemplate
  const query = new URLSearchParams()
  for (const parameter of operation.parameters ?? []) {
    if (parameter.example === undefined) continue
    const value = String(parameter.example)
    if (parameter.in === 'path') address = address.replace(`{${String(parameter.name)}}`, value)
    else if (parameter.required) query.set(String(parameter.name), value)
  }
  const content = (operation.requestBody?.content ?? {}) as Record<string, Json>
  const [type, media] = Object.entries(content)[0] ?? []
  const body =
    type === 'application/json' || type === 'application/fhir+json'
      ? { body: media?.example }
      : type === 'multipart/form-data'
        ? { form: new FormData() }
        : type
          ? { raw: String(media?.example) }
          : {}
  return { address, query, body }
}

describe('the API contract', () => {
  it.each(operations.map((operation) => [operation.method, operation.path, operation.example]))(
    '%s %s answers its example as documented',
    async (method, pathTemplate, example) => {
      const operation = document.paths[pathTemplate]?.[method]
      expect(operation, `${method} ${pathTemplate} in the document`).toBeDefined()
      const { address, query, body } = exampleRequest(pathTemplate, operation!)
      // The example's own values, the optional ones too (the document lists them per parameter).
      for (const [name, value] of Object.entries(example.query ?? {})) query.set(name, value)
      const search = query.size > 0 ? `?${query}` : ''
      const answer = await rest(method === 'get' ? 'GET' : 'POST', `${address}${search}`, {
        token: tokens[roleOf[example.caller]],
        ...body,
      })
      const text = await answer.text()
      expect(answer.status, text.slice(0, 500)).toBe(example.status)
      const documented = operation!.responses[String(answer.status)]
      expect(documented, `status ${answer.status} documented`).toBeDefined()
      const content = (documented!.content ?? {}) as Record<string, Json>
      const type = answer.headers.get('content-type') ?? ''
      if (content['application/json'] && type.includes('json')) {
        const valid = documentValidator(document)(content['application/json'].schema as Json)
        expect(valid(JSON.parse(text)), JSON.stringify(valid.errors)).toBe(true)
      } else {
        const types = Object.keys(content)
        expect(
          types.some((documentedType) => type.startsWith(documentedType.split(';')[0]!)),
          `${type} among ${types.join(', ')}`,
        ).toBe(true)
      }
    },
    120_000,
  )

  it('documents every route under /api/surveillance and /api/fhir', () => {
    const asDocumented = (route: string) => route.replace(/:(\w+)/g, '{$1}')
    const routes = [...surveillanceEndpoints, fhirBundleEndpoint, fhirMetadataEndpoint].map(
      (endpoint) => `${endpoint.method} ${asDocumented(endpoint.path)}`,
    )
    // Next.js routes of their own under app/(payload)/api/surveillance (the alarm test).
    const own = path.join(process.cwd(), 'src/app/(payload)/api/surveillance')
    for (const entry of readdirSync(own, { recursive: true, encoding: 'utf8' }))
      if (entry.endsWith('route.ts'))
        routes.push(`post /surveillance/${path.dirname(entry).split(path.sep).join('/')}`)
    const documented = Object.entries(document.paths).flatMap(([address, item]) =>
      Object.keys(item).map((method) => `${method} ${address}`),
    )
    expect(routes.filter((route) => !documented.includes(route))).toEqual([])
  })
})
