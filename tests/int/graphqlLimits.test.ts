import { beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DEPTH } from '@/lib/security/graphqlLimits'
import { tokensByRole, type Role } from '../helpers/accounts'
import { graphql } from '../helpers/rest'

let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  tokens = await tokensByRole()
})

/** `count` copies of a list query, each under its own alias. */
const aliasBomb = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: Users(limit: 100) { docs { id email } }`).join(' ')} }`

describe('GraphQL limits', () => {
  it('refuses a query with hundreds of aliases before running any of them, with a clear error', async () => {
    const answer = await graphql(aliasBomb(300), tokens.user)
    expect(answer.data).toBeUndefined()
    expect(answer.errors!.map((error) => error.message)).toContain(
      `A consulta usa 300 apelidos (aliases); o máximo é ${GRAPHQL_MAX_ALIASES}.`,
    )
  })

  it('refuses fields nested deeper than the limit, counted through fragments', async () => {
    // Counted on the query's shape, before (and whatever) the fields are: 2 + 12 + 1 levels.
    const nested = Array.from({ length: 12 }).reduce<string>((inner) => `f { ${inner} }`, 'id')
    const query = `{ Users { docs { ...deep } } } fragment deep on User { ${nested} }`
    const answer = await graphql(query, tokens.user)
    expect(answer.data).toBeUndefined()
    expect(answer.errors!.map((error) => error.message)).toContain(
      `A consulta aninha campos em 15 níveis; o máximo é ${GRAPHQL_MAX_DEPTH}.`,
    )
  })

  it('answers ordinary queries, aliases within the limit included', async () => {
    const answer = await graphql(aliasBomb(GRAPHQL_MAX_ALIASES), tokens.admin)
    expect(answer.errors).toBeUndefined()
    expect(Object.keys(answer.data!)).toHaveLength(GRAPHQL_MAX_ALIASES)
  })
})
