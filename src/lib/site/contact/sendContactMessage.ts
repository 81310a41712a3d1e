'use server'

import { headers } from 'next/headers'
import { storeContactMessage, type ContactResult } from './storeContactMessage'

/** The contact form's action: the message with the client's address the production server set. */
export async function sendContactMessage(
  _previous: ContactResult,
  form: FormData,
): Promise<ContactResult> {
  const senderAddress = (await headers()).get('x-client-address') ?? undefined
  return storeContactMessage(form, senderAddress)
}
