import { beforeAll, describe, expect, it } from 'vitest'
import { getRequestLanguage, type Payload } from 'payload'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/**
 * The language the admin panel is drawn in for a request (its login page before anyone signs
 * in included), as Payload decides it from the site's configuration: the language chosen in the
 * panel (its cookie), else the browser's Accept-Language among ours, else Portuguese.
 */
const languageFor = (headers: Record<string, string>, cookie?: string) =>
  getRequestLanguage({
    config: payload.config,
    cookies: new Map(cookie ? [['payload-lng', cookie]] : []),
    headers: new Headers(headers),
  })

describe('the admin login page follows the browser before sign-in', () => {
  it.each([
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['es', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
  ])('Accept-Language %s gets %s', (accept, language) => {
    expect(languageFor({ 'Accept-Language': accept })).toBe(language)
  })

  it('speaks Portuguese to a browser without one of our languages, or that names none', () => {
    expect(languageFor({ 'Accept-Language': 'fr-FR' })).toBe('pt')
    expect(languageFor({})).toBe('pt')
  })

  it('keeps a language chosen in the panel over the browser', () => {
    expect(languageFor({ 'Accept-Language': 'en-US' }, 'es')).toBe('es')
  })
})
