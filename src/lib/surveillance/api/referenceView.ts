import type { Auth } from './operations'

type Json = Record<string, unknown>

export interface ApiOperationView {
  id: string
  method: string
  /** The address as a caller writes it, /api included. */
  address: string
  summary: string
  tag: string
  access: Auth
  parameters: {
    name: string
    in: string
    required: boolean
    description: string
    options?: string
    example?: string
  }[]
  body?: { type: string; schema: string; example?: string }
  responses: { status: string; description: string; schema: string }[]
}

const schemaName = (media: Json | undefined): string => {
  const schema = media?.schema as Json | undefined
  const ref = schema?.$ref
  return typeof ref === 'string' ? ref.split('/').pop()! : String(schema?.contentMediaType ?? '')
}

/** The document's operations as the reference page lists them, in the document's order. */
export function referenceView(document: Json): ApiOperationView[] {
  const paths = document.paths as Record<string, Record<string, Json>>
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<
        string,
        Json
      >
      const [type, media] = Object.entries(content)[0] ?? []
      const example = media?.example
      return {
        id: String(operation.operationId),
        method,
        address: `/api${path}`,
        summary: String(operation.summary ?? ''),
        tag: String((operation.tags as string[] | undefined)?.[0] ?? ''),
        access: operation['x-access'] as Auth,
        parameters: ((operation.parameters ?? []) as Json[]).map((parameter) => {
          const options = (parameter.schema as Json | undefined)?.enum as string[] | undefined
          return {
            name: String(parameter.name),
            in: String(parameter.in),
            required: parameter.required === true,
            description: String(parameter.description ?? ''),
            ...(options ? { options: options.join(' | ') } : {}),
            ...(parameter.example !== undefined ? { example: String(parameter.example) } : {}),
          }
        }),
        ...(type
          ? {
              body: {
                type,
                schema: schemaName(media),
                ...(example !== undefined
                  ? {
                      example:
                        typeof example === 'string' ? example : JSON.stringify(example, null, 2),
                    }
                  : {}),
              },
            }
          : {}),
        responses: Object.entries(operation.responses as Record<string, Json>).map(
          ([status, answer]) => ({
            status,
            description: String(answer.description ?? ''),
            schema: schemaName(Object.values((answer.content ?? {}) as Record<string, Json>)[0]),
          }),
        ),
      }
    }),
  )
}
