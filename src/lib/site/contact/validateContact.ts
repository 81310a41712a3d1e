/** What a visitor sends from the questions-and-requests form. */
export type ContactInput = { name: string; email: string; subject: string; message: string }

/** Same limits as the contact-messages collection, checked before anything is stored. */
const limits = { name: 200, subject: 300, message: 10_000 } as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (value: FormDataEntryValue | null): string =>
  typeof value === 'string' ? value.trim() : ''

const readInput = (form: FormData): ContactInput => ({
  name: text(form.get('name')),
  email: text(form.get('email')).toLowerCase(),
  subject: text(form.get('subject')),
  message: text(form.get('message')),
})

const fieldIsValid: Record<keyof ContactInput, (value: string) => boolean> = {
  name: (value) => value !== '' && value.length <= limits.name,
  email: (value) => EMAIL.test(value) && value.length <= 254,
  subject: (value) => value !== '' && value.length <= limits.subject,
  message: (value) => value !== '' && value.length <= limits.message,
}

/** The fields that are missing or malformed, so the form can mark each one. */
export function invalidContactFields(form: FormData): (keyof ContactInput)[] {
  const input = readInput(form)
  return (Object.keys(fieldIsValid) as (keyof ContactInput)[]).filter(
    (field) => !fieldIsValid[field](input[field]),
  )
}

/** The trimmed fields when all are present and well formed, otherwise null. */
export function validateContact(form: FormData): ContactInput | null {
  return invalidContactFields(form).length ? null : readInput(form)
}

/** Name of the hidden field people never see; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website'

export const isSpam = (form: FormData): boolean => text(form.get(HONEYPOT_FIELD)) !== ''
