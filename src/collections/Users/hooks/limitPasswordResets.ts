import type { CollectionBeforeOperationHook } from 'payload'
import { pick, tr } from '@/i18n/locales'
import { clientAddress } from '@/lib/auth/clientAddress'
import { FAILURE_WINDOW_MS, recordFailure } from '@/lib/auth/failureCounter'
import { RefusedRequest } from '@/lib/security/refusedRequest'

/** Reset e-mails one address (account) may be sent within the window: a few tries, not a flood. */
export const RESETS_PER_ACCOUNT = 3
/** Reset requests one client address may make within the window, whatever e-mails they name. */
export const RESETS_PER_CLIENT = 10

const minutes = FAILURE_WINDOW_MS / 60_000

export const resetLimitMessage = tr(
  `Muitos pedidos de redefinição de senha. Aguarde ${minutes} minutos e tente de novo.`,
  `Demasiadas solicitudes de restablecimiento de contraseña. Espere ${minutes} minutos e inténtelo de nuevo.`,
  `Too many password reset requests. Wait ${minutes} minutes and try again.`,
)

/**
 * Before a reset e-mail is sent from the site or the API (server code, such as an admin's
 * "send reset" or an invitation, is not limited): each request counts against the e-mail it
 * names and the address it came from, whether or not that e-mail has an account, so the
 * answer never tells which do. Over either limit it is refused (429) before Payload looks the
 * account up, and so before anything is audited or sent.
 */
export const limitPasswordResets: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const email = (args as { data?: { email?: unknown } }).data?.email
  const account = typeof email === 'string' ? email.toLowerCase().trim() : ''
  const client = clientAddress(req)
  const [byAccount, byClient] = await Promise.all([
    account ? recordFailure('password-reset-account', account) : 0,
    client ? recordFailure('password-reset-client', client) : 0,
  ])
  if (byAccount > RESETS_PER_ACCOUNT || byClient > RESETS_PER_CLIENT)
    throw new RefusedRequest(pick(resetLimitMessage, req.i18n?.language), 429)
  return args
}
