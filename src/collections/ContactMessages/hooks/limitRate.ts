import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { pick, tr } from '@/i18n/locales'

export const contactRateLimit = { messages: 3, windowMs: 60 * 60 * 1000 }

export const tooManyMessages = tr(
  'Você enviou muitas mensagens. Tente novamente mais tarde.',
  'Envió demasiados mensajes. Inténtelo de nuevo más tarde.',
  'You have sent too many messages. Please try again later.',
)

/**
 * At most 3 messages an hour from one address. Counted in the database, so the
 * limit holds across every instance behind a load balancer.
 */
export const limitRate: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const since = new Date(Date.now() - contactRateLimit.windowMs).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: 'contact-messages',
    where: {
      and: [
        { email: { equals: String(data.email ?? '').toLowerCase() } },
        { createdAt: { greater_than: since } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs >= contactRateLimit.messages) {
    throw new APIError(
      pick(tooManyMessages, req.i18n?.language),
      429,
      { code: 'rate-limited' },
      true,
    )
  }
  return { ...data, email: String(data.email ?? '').toLowerCase() }
}
