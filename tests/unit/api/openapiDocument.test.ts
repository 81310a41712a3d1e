import { describe, expect, it } from 'vitest'
import { openapiDocument } from '@/lib/surveillance/api/openapiDocument'
import { operations } from '@/lib/surveillance/api/operations'
import { documentValidator } from '../../helpers/openapiSchemas'

/**
 * The document against the OpenAPI 3.1 rules that can be checked without a validator of the
 * specification itself (none is a dependency): its version and required objects, every $ref
 * resolving, every operation with answers, path parameters declared, schemas that compile as
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) and examples that satisfy them.
 */

type Json = Record<string, unknown>
const document = openapiDocument() as Json & {
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> }
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function refsOf(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found))
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      if (key === '$ref' && typeof value === 'string') found.push(value)
      else refsOf(value, found)
  return found
}

const resolve = (pointer: string): unknown =>
  pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document)

const eachOperation = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  )

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with its info, paths and components', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
    expect(Object.keys(document.paths).length).toBeGreaterThan(20)
    for (const path of Object.keys(document.paths)) expect(path).toMatch(/^\//)
    expect(JSON.parse(JSON.stringify(document))).toEqual(document)
  })

  it('resolves every $ref inside the document', () => {
    const refs = refsOf(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//)
      expect(resolve(ref), ref).toBeTypeOf('object')
    }
  })

  it('gives every operation a unique id, answers, declared path parameters and known security', () => {
    const ids = new Set<string>()
    for (const { path, method, operation } of eachOperation()) {
      const where = `${method} ${path}`
      expect(ids.has(operation.operationId as string), where).toBe(false)
      ids.add(operation.operationId as string)
      const responses = operation.responses as Record<string, Json>
      expect(Object.keys(responses).length, where).toBeGreaterThan(0)
      for (const [status, response] of Object.entries(responses)) {
        expect(status, where).toMatch(/^[1-5]\d\d$/)
        expect(response.description, where).toBeTypeOf('string')
      }
      const parameters = (operation.parameters ?? []) as Json[]
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      expect(
        parameters.filter((parameter) => parameter.in === 'path').map((p) => p.name),
        where,
      ).toEqual(inPath)
      for (const parameter of parameters) {
        expect(['query', 'path', 'header', 'cookie'], where).toContain(parameter.in)
        if (parameter.in === 'path') expect(parameter.required, where).toBe(true)
        expect(parameter.schema, where).toBeTypeOf('object')
      }
      for (const requirement of (operation.security ?? []) as Json[])
        for (const scheme of Object.keys(requirement))
          expect(document.components.securitySchemes, where).toHaveProperty(scheme)
    }
  })

  it('has schemas that compile as JSON Schema 2020-12, and examples that satisfy them', () => {
    const compile = documentValidator(document)
    for (const { path, method, operation } of eachOperation()) {
      const where = `${method} ${path}`
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const valid = compile(parameter.schema as Json)
        if (parameter.example !== undefined)
          expect(valid(parameter.example), `${where} ${String(parameter.name)}`).toBe(true)
      }
      const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<
        string,
        Json
      >
      for (const [type, media] of Object.entries(content)) {
        const valid = compile(media.schema as Json)
        if (type === 'application/json') expect(valid(media.example), where).toBe(true)
      }
      for (const response of Object.values(operation.responses as Record<string, Json>))
        for (const media of Object.values((response.content ?? {}) as Record<string, Json>))
          compile(media.schema as Json)
    }
  })

  it('documents each operation of the registry once', () => {
    expect(eachOperation()).toHaveLength(operations.length)
  })
})
