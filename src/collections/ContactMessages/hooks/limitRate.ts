import { APIError, type CollectionBeforeChangeHook, type PayloadRequest, type Where } from 'payload'
import { pick, tr } from '@/i18n/locales'

/**
 * In one hour: per sender address and per client address, refused beyond; for
 * the whole site, an alarm to the office at `siteAlarm` (a few clients must not
 * close the form for everyone) and a refusal only at `perSite`, which bounds
 * what a flood from thousands of addresses can store.
 */
export const contactRateLimit = {
  perSender: 3,
  perClient: 5,
  siteAlarm: 30,
  perSite: 1000,
  windowMs: 60 * 60 * 1000,
}

/** `req.context` key: how many messages the site had in the hour before this one. */
export const siteCountKey = 'contactMessagesThisHour'

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
 * counts together: per mailbox and per client address (given by the form
 * path from the production server); the site-wide count is handed to
 * notifyOffice, which stops emailing each message once it reaches the alarm,
 * so a flood from many addresses cannot bury the office's inbox either.
 */
export const limitRate: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const email = String(data.email ?? '').toLowerCase()
  const key = senderKey(email)
  const address = typeof data.senderAddress === 'string' ? data.senderAddress : null
  const siteCount = await recent(req)
  const over =
    (await recent(req, { senderKey: { equals: key } })) >= contactRateLimit.perSender ||
    (address !== null &&
      (await recent(req, { senderAddress: { equals: address } })) >= contactRateLimit.perClient) ||
    siteCount >= contactRateLimit.perSite
  if (over)
    throw new APIError(
      pick(tooManyMessages, req.i18n?.language),
      429,
      { code: 'rate-limited' },
      true,
    )
  req.context[siteCountKey] = siteCount
  return { ...data, email, senderKey: key }
}
