import { z } from 'zod'
import { isRequiredParam } from './queryFields'
import { operations, type Answer, type Auth, type Operation } from './operations'
import { apiSchemas, errorAnswer } from './schemas'

type Json = Record<string, unknown>

const ref = (schema: z.ZodType): Json => {
  const id = apiSchemas.get(schema)?.id
  if (!id) throw new Error('An answer or body of the API is not a named schema (schemas.ts)')
  return { $ref: `#/components/schemas/${id}` }
}

/** A parameter's JSON Schema as a request gives it (the query string's text, before reading). */
const inputSchema = (schema: z.ZodType): Json => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as Json
  return json
}

function parameters(operation: Operation): Json[] {
  const list = (where: 'query' | 'path', object: z.ZodObject | undefined) =>
    Object.entries(object?.shape ?? {}).map(([name, field]) => {
      const { description, example, ...fieldSchema } = inputSchema(field as z.ZodType)
      const given = operation.example[where]?.[name]
      return {
        name,
        in: where,
        required: where === 'path' || isRequiredParam(field as z.ZodType),
        ...(description ? { description } : {}),
        schema: fieldSchema,
        ...(given !== undefined ? { example: given } : example ? { example } : {}),
      }
    })
  return [...list('path', operation.pathParams), ...list('query', operation.query)]
}

const errorJson = (description: string): Answer => ({ description, schema: errorAnswer })

/** The refusals every operation may answer, by who may call it and whether it reads input. */
function refusals(operation: Operation): Record<number, Answer> {
  const answers: Record<number, Answer> = {}
  if (operation.query || operation.body || operation.pathParams)
    answers[400] = errorJson('A parameter or the body is wrong: every problem.')
  if (operation.auth !== 'public') {
    answers[401] = errorJson('Not signed in, or an API key that is not valid.')
    answers[403] = errorJson(
      operation.auth === 'admin'
        ? 'Not an admin.'
        : 'Not allowed: a read-only key, or another registry.',
    )
  }
  answers[500] = errorJson('The server failed; nothing about why is told.')
  return answers
}

function response({ description, schema, contentType }: Answer): Json {
  if (schema) return { description, content: { 'application/json': { schema: ref(schema) } } }
  if (contentType)
    return {
      description,
      content: { [contentType]: { schema: { type: 'string', contentMediaType: contentType } } },
    }
  return { description }
}

const security: Record<Auth, Json[]> = {
  // Anyone; a session or key lets the disclosure policy show its registries exactly.
  public: [{}, { session: [] }, { apiKey: [] }],
  member: [{ session: [] }, { apiKey: [] }],
  admin: [{ session: [] }, { apiKey: [] }],
}

function operationJson(operation: Operation): Json {
  const answers = { ...refusals(operation), ...operation.answers }
  const body = operation.body
  return {
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: operation.summary,
    tags: [operation.tag],
    security: security[operation.auth],
    'x-access': operation.auth,
    parameters: parameters(operation),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [body.contentType ?? 'application/json']: {
                schema: ref(body.schema),
                example: body.example,
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [status, response(answer)]),
    ),
  }
}

/** The OpenAPI 3.1 document of the surveillance API, from the schemas its endpoints read. */
export function openapiDocument(serverUrl = '/api'): Json {
  const paths: Record<string, Json> = {}
  for (const operation of operations)
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: operationJson(operation),
    }
  const { schemas } = z.toJSONSchema(apiSchemas, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  }) as { schemas: Record<string, Json> }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Surveillance API',
      version: '1.0.0',
      description:
        'Every call of the surveillance module. Errors always come as { errors: [{ field?, line?, column?, code, message }] }, translated by ?locale=pt|es|en.',
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(
        // Named by their place in the document: no $id of their own.
        Object.entries(schemas).map(([id, { $schema: _, $id: __, ...json }]) => [id, json]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'payload-token',
          description: "The site's session, after signing in.",
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A user\'s API key: "users API-Key <key>" (docs/security.md).',
        },
      },
    },
  }
}
