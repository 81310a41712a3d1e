import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { answerLocale } from './bodyLimits'

/**
 * The answer at the address of a collection only the server uses (Payload's migration log has
 * no API: Payload itself answers 501 naming the address the request reached the server at):
 * not there, for every method, signed in or not.
 */
export async function notThere(request: Request): Promise<Response> {
  const message = surveillanceTranslator(answerLocale(request))('api.notFound')
  return Response.json(
    { message, errors: [{ code: 'notFound', message }] },
    { status: 404, headers: { 'Content-Language': answerLocale(request) } },
  )
}
