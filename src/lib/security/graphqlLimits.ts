import {
  GraphQLError,
  Kind,
  type ExecutionArgs,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'
import type { PayloadRequest } from 'payload'
import { isLocale } from '@/i18n/locales'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/**
 * Limits of one GraphQL request. An alias asks for the same costly field again under another
 * name, so a few hundred aliases make one request do a few hundred queries: nothing the admin
 * panel or an integration needs comes near these numbers.
 */
export const GRAPHQL_MAX_ALIASES = 10
export const GRAPHQL_MAX_DEPTH = 10
/** Payload's complexity estimate (1 a field, 10 a relationship); its default is 1,000. */
export const GRAPHQL_MAX_COMPLEXITY = 300

/** Aliased fields in the whole document, fragments included. */
function countAliases(context: ValidationContext): number {
  let aliases = 0
  for (const definition of context.getDocument().definitions)
    if (
      definition.kind === Kind.OPERATION_DEFINITION ||
      definition.kind === Kind.FRAGMENT_DEFINITION
    )
      aliases += aliasesIn(definition.selectionSet)
  return aliases
}

function aliasesIn(set: SelectionSetNode): number {
  let aliases = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD && selection.alias) aliases++
    if (selection.kind !== Kind.FRAGMENT_SPREAD && selection.selectionSet)
      aliases += aliasesIn(selection.selectionSet)
  }
  return aliases
}

/** How deep fields nest, following fragments (a fragment met again on its own path adds nothing). */
function depthOf(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  path: Set<string> = new Set(),
): number {
  let deepest = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD)
      deepest = Math.max(
        deepest,
        1 + (selection.selectionSet ? depthOf(selection.selectionSet, fragments, path) : 0),
      )
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments, path))
    else {
      const name = selection.name.value
      const fragment = fragments[name]
      if (!fragment || path.has(name)) continue
      deepest = Math.max(
        deepest,
        depthOf(fragment.selectionSet, fragments, new Set(path).add(name)),
      )
    }
  }
  return deepest
}

/**
 * Payload's `graphQL.validationRules`: refuses, before anything runs, a request with too many
 * aliases or fields nested too deep, with a message in the caller's language.
 */
export function graphqlLimitRules(args: ExecutionArgs): ValidationRule[] {
  const req = (args.contextValue as { req?: PayloadRequest } | undefined)?.req
  // As the REST endpoints: ?locale= first, then the request's language.
  const asked = req?.url ? new URL(req.url, 'http://local').searchParams.get('locale') : null
  const t = surveillanceTranslator(isLocale(asked) ? asked : req?.i18n?.language)
  const limits: ValidationRule = (context) => ({
    Document: {
      leave(document) {
        const aliases = countAliases(context)
        if (aliases > GRAPHQL_MAX_ALIASES)
          context.reportError(
            new GraphQLError(
              t('api.graphqlAliases', { count: aliases, max: GRAPHQL_MAX_ALIASES }),
              {
                nodes: [document],
              },
            ),
          )
        const fragments = Object.fromEntries(
          document.definitions.flatMap((definition) =>
            definition.kind === Kind.FRAGMENT_DEFINITION
              ? [[definition.name.value, definition]]
              : [],
          ),
        )
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue
          const depth = depthOf(definition.selectionSet, fragments)
          if (depth > GRAPHQL_MAX_DEPTH)
            context.reportError(
              new GraphQLError(t('api.graphqlDepth', { depth, max: GRAPHQL_MAX_DEPTH }), {
                nodes: [definition],
              }),
            )
        }
      },
    },
  })
  return [limits]
}
