import type { AfterErrorHook } from 'payload'
import { isLocale } from '@/i18n/locales'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/** The codes the REST refusals use (bodyLimits.ts), by HTTP status. */
const codes: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'bodyTooLarge',
  423: 'locked',
  429: 'tooManyRequests',
}

/**
 * A GraphQL error as every caller sees it: its status and a stable code in `extensions`,
 * without the error's class name (which a production build shortens to a letter), and a
 * server error said in the caller's language without what went wrong inside (a stack
 * overflow, a failed SQL statement).
 */
export const stableGraphqlErrors: AfterErrorHook = ({ graphqlResult, req }) => {
  if (!graphqlResult) return undefined
  const extensions = graphqlResult.extensions ?? {}
  const given = Number(extensions.statusCode)
  const status = Number.isInteger(given) && given >= 400 && given < 600 ? given : 500
  const asked = req.url ? new URL(req.url, 'http://local').searchParams.get('locale') : null
  const t = surveillanceTranslator(isLocale(asked) ? asked : req.i18n?.language)
  const { name: _name, ...kept } = extensions
  return {
    graphqlResult: {
      ...graphqlResult,
      message: status >= 500 ? t('api.serverError') : graphqlResult.message,
      extensions: {
        ...kept,
        code: status >= 500 ? 'serverError' : (codes[status] ?? 'refused'),
        statusCode: status,
      },
    },
  }
}
