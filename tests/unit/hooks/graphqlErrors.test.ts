import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { stableGraphqlErrors } from '@/hooks/graphqlErrors'

const run = async (extensions: Record<string, unknown>, message: string, language = 'es') =>
  await stableGraphqlErrors({
    error: new Error(message),
    graphqlResult: { message, extensions, path: ['Users'] },
    req: { i18n: { language }, url: 'http://local/api/graphql' },
    context: {},
  } as unknown as AfterErrorHookArgs)

describe('GraphQL errors as callers see them', () => {
  it('a server error says only that, in the caller’s language, with a stable code', async () => {
    const result = await run({ name: 'e', statusCode: 500 }, 'Maximum call stack size exceeded')
    expect(result).toEqual({
      graphqlResult: {
        message: 'Ocurrió un error en el servidor. Inténtelo de nuevo más tarde.',
        extensions: { code: 'serverError', statusCode: 500 },
        path: ['Users'],
      },
    })
  })

  it('a refusal keeps its message and data, with the code of its status and no class name', async () => {
    const data = { errors: [{ path: 'query', message: 'x' }] }
    const result = await run({ name: 't', statusCode: 400, data }, 'The following field is invalid')
    expect(result && result.graphqlResult).toEqual({
      message: 'The following field is invalid',
      extensions: { code: 'badRequest', statusCode: 400, data },
      path: ['Users'],
    })
  })

  it('an error without a status is a server error', async () => {
    const result = await run({}, 'Cannot read properties of undefined', 'en')
    expect(result && result.graphqlResult?.extensions).toEqual({
      code: 'serverError',
      statusCode: 500,
    })
    expect(result && result.graphqlResult?.message).toBe(
      'Something went wrong on the server. Try again later.',
    )
  })
})
