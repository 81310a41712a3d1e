import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import proxy from '@/proxy'

/** The internal path the proxy rewrites a page request to (its [locale] segment first). */
function rewrittenPath(headers: Record<string, string>): string {
  const response = proxy(new NextRequest('http://localhost/relamc/historia', { headers }))
  const rewrite = response.headers.get('x-middleware-rewrite')
  expect(rewrite, 'the proxy rewrites every page to its locale segment').not.toBeNull()
  return new URL(rewrite!).pathname
}

describe('the language of a page', () => {
  it('is Portuguese on a first visit, whatever language the browser asks for', () => {
    expect(rewrittenPath({ 'accept-language': 'en-US,en;q=0.9' })).toBe('/pt/relamc/historia')
    expect(rewrittenPath({ 'accept-language': 'es-AR' })).toBe('/pt/relamc/historia')
    expect(rewrittenPath({})).toBe('/pt/relamc/historia')
  })

  it('follows the NEXT_LOCALE cookie chosen with the flags', () => {
    const english = { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es-AR' }
    expect(rewrittenPath(english)).toBe('/en/relamc/historia')
    expect(rewrittenPath({ cookie: 'NEXT_LOCALE=es' })).toBe('/es/relamc/historia')
  })
})
