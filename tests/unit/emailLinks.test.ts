import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { invitationEmail, resetEmail } from '@/lib/email/templates'

/** The address of the one link of a message's HTML. */
const linkOf = (html: string) => new URL(/href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'))

const saved = process.env.SERVER_URL
beforeEach(() => {
  process.env.SERVER_URL = 'https://relamc.example'
})
afterEach(() => {
  process.env.SERVER_URL = saved
})

describe('the password e-mails', () => {
  it('link to the password page in the member’s language', () => {
    const pt = linkOf(invitationEmail({ token: 't1', language: 'pt' }).html)
    expect(pt.origin + pt.pathname).toBe('https://relamc.example/redefinir-senha')
    expect(pt.searchParams.get('token')).toBe('t1')
    expect(pt.searchParams.get('convite')).toBe('1')
    const es = linkOf(resetEmail({ token: 't2', language: 'es' }).html)
    expect(es.pathname).toBe('/es/redefinir-senha')
    expect(es.searchParams.get('convite')).toBeNull()
    expect(linkOf(resetEmail({ token: 't3', language: 'en' }).html).pathname).toBe(
      '/en/redefinir-senha',
    )
  })

  it('link to the Portuguese page when the language is not one of the site’s', () => {
    expect(linkOf(resetEmail({ token: 't4', language: 'fr' }).html).pathname).toBe(
      '/redefinir-senha',
    )
  })
})
