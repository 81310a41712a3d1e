import { describe, expect, it } from 'vitest'
import { isSpam, validateContact, invalidContactFields } from '@/lib/site/contact/validateContact'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

const complete = {
  name: ' Maria ',
  email: ' Maria@Registro.Example ',
  subject: 'Filiação',
  message: 'Como participar?',
}

describe('validateContact', () => {
  it('trims the fields and lower-cases the email', () => {
    expect(validateContact(form(complete))).toEqual({
      name: 'Maria',
      email: 'maria@registro.example',
      subject: 'Filiação',
      message: 'Como participar?',
    })
  })

  it('refuses missing, blank, malformed or oversized fields', () => {
    for (const field of ['name', 'email', 'subject', 'message']) {
      expect(validateContact(form({ ...complete, [field]: '   ' })), field).toBeNull()
    }
    expect(validateContact(form({ ...complete, email: 'maria' }))).toBeNull()
    expect(validateContact(form({ ...complete, subject: 'x'.repeat(301) }))).toBeNull()
    expect(validateContact(form({ ...complete, message: 'x'.repeat(10_001) }))).toBeNull()
  })
})

describe('isSpam', () => {
  it('spots a filled trap field', () => {
    expect(isSpam(form({ ...complete, website: 'https://spam.example' }))).toBe(true)
    expect(isSpam(form({ ...complete, website: '' }))).toBe(false)
    expect(isSpam(form(complete))).toBe(false)
  })
})

describe('invalidContactFields', () => {
  it('names each missing or malformed field', () => {
    expect(invalidContactFields(form({}))).toEqual(['name', 'email', 'subject', 'message'])
    expect(
      invalidContactFields(form({ name: 'Ana', email: 'ana@', subject: 'S', message: 'M' })),
    ).toEqual(['email'])
    expect(
      invalidContactFields(
        form({ name: '  ', email: 'ana@example.org', subject: 'S', message: 'x'.repeat(10_001) }),
      ),
    ).toEqual(['name', 'message'])
    expect(
      invalidContactFields(
        form({ name: 'Ana', email: 'ana@example.org', subject: 'S', message: 'M' }),
      ),
    ).toEqual([])
  })
})
