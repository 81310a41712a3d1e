/** What a visitor sends from the questions-and-requests form. */
export type ContactInput = { name: string; email: string; subject: string; message: string }

/** Same limits as the contact-messages collection, checked before anything is stored. */
const limits = { name: 200, subject: 300, message: 10_000 } as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '')

/** The trimmed fields when all are present and well formed, otherwise null. */
export function validateContact(form: FormData): ContactInput | null {
  const input = { name: text(form.get('name')), email: text(form.get('email')).toLowerCase(), subject: text(form.get('subject')), message: text(form.get('message')) }
  if (!input.name || !input.subject || !input.message || !EMAIL.test(input.email)) return null
  if (input.name.length > limits.name || input.subject.length > limits.subject || input.message.length > limits.message || input.email.length > 254) return null
  return input
}

/** Name of the hidden field people never see; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website'

export const isSpam = (form: FormData): boolean => text(form.get(HONEYPOT_FIELD)) !== ''
