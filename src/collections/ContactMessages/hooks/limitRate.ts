import { APIError, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { pick, tr } from '@/i18n/locales'

/** Per sender address, per client address, and for the whole site, in one hour. */
export const contactRateLimit = {
  perSender: 3,
  perClient: 5,
  perSite: 30,
  windowMs: 60 * 60 * 1000,
}

export const tooManyMessages = tr(
  'Você enviou muitas mensagens. Tente novamente mais tarde.',
  'Envió demasiados mensajes. Inténtelo de nuevo más tarde.',
  'You have sent too many messages. Please try again later.',
)

/** One mailbox however it is written: lower case, without a +tag (`a+x@host` is `a@host`). */
export const senderKey = (email: string): string => {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@')
  return `${local.split('+')[0]}@${domain}`
}

const recent = (req: PayloadRequest, condition?: Where) =>
  req.payload
    .count({
      collection: 'contact-messages',
      where: {
        and: [
          {
            createdAt: {
              greater_than: new Date(Date.now() - contactRateLimit.windowMs).toISOString(),
            },
          },
          ...(condition ? [condition] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    .then(({ totalDocs }) => totalDocs)

/**
 * Limits anonymous messages, counted in the database so every instance
 * counts together: per mailbox, per client address (given by the form
 * path from the production server), and for the whole site, so a flood from
 * many addresses cannot bury the office's inbox.
 */
export const limitRate: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const email = String(data.email ?? '').toLowerCase()
  const key = senderKey(email)
  const address = typeof data.senderAddress === 'string' ? data.senderAddress : null
  const over =
    (await recent(req, { senderKey: { equals: key } })) >= contactRateLimit.perSender ||
    (address !== null &&
      (await recent(req, { senderAddress: { equals: address } })) >= contactRateLimit.perClient) ||
    (await recent(req)) >= contactRateLimit.perSite
  if (over)
    throw new APIError(
      pick(tooManyMessages, req.i18n?.language),
      429,
      { code: 'rate-limited' },
      true,
    )
  return { ...data, email, senderKey: key }
}
