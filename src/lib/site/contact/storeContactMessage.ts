import { getPayloadClient } from '../payload'
import { invalidContactFields, isSpam, validateContact, type ContactInput } from './validateContact'

export type ContactResult = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error'
  at: number
  /** What the visitor typed, given back when the message was not stored so nothing is lost. */
  values?: Partial<ContactInput>
  /** The fields to mark when the form was refused as incomplete. */
  invalid?: (keyof ContactInput)[]
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : undefined

/**
 * Stores a questions-and-requests message; the collection's hooks rate-limit it
 * (per mailbox, per client address, site-wide) and email the office. The visitor only ever gets a status code
 * the form translates: no server detail leaves this function. `senderAddress`
 * is the client's address as the production server gives it, for the limits.
 */
export async function storeContactMessage(
  form: FormData,
  senderAddress: string | undefined,
): Promise<ContactResult> {
  const at = Date.now()
  // A filled trap field is a bot: answer as if it worked and store nothing.
  if (isSpam(form)) return { status: 'success', at }
  const typed = (name: keyof ContactInput) => String(form.get(name) ?? '').slice(0, 10_000)
  const values = {
    name: typed('name'),
    email: typed('email'),
    subject: typed('subject'),
    message: typed('message'),
  }
  const input = validateContact(form)
  if (!input) return { status: 'invalid', at, values, invalid: invalidContactFields(form) }
  try {
    const payload = await getPayloadClient()
    // The form is the only way in for visitors: the trap and the checks above ran, the
    // collection's hook applies the limits.
    await payload.create({
      collection: 'contact-messages',
      data: { ...input, senderAddress },
      overrideAccess: true,
    })
    return { status: 'success', at }
  } catch (error) {
    const status = statusOf(error)
    if (status === 429) return { status: 'rate-limited', at, values }
    if (status === 400) return { status: 'invalid', at, values }
    const payload = await getPayloadClient().catch(() => null)
    payload?.logger.error({ err: error }, 'contact message could not be stored')
    return { status: 'error', at, values }
  }
}
