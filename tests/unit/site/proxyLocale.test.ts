import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import proxy from '@/proxy'

function answer(address: string, headers: Record<string, string> = {}, method = 'GET') {
  return proxy(new NextRequest(`http://localhost${address}`, { headers, method }))
}

/** The internal path the proxy rewrites a page request to (its [locale] segment first). */
function internalPath(address: string, headers: Record<string, string> = {}): string {
  const response = answer(address, headers)
  const rewrite = response.headers.get('x-middleware-rewrite')
  // A path that already names its locale segment is passed on as it is.
  return rewrite ? new URL(rewrite).pathname : address
}

describe('the language of a page', () => {
  it('is Portuguese at the plain path, whatever language the browser asks for', () => {
    expect(internalPath('/relamc/historia', { 'accept-language': 'en-US,en;q=0.9' })).toBe(
      '/pt/relamc/historia',
    )
    expect(internalPath('/relamc/historia', { 'accept-language': 'es-AR' })).toBe(
      '/pt/relamc/historia',
    )
    expect(internalPath('/')).toBe('/pt')
  })

  it('is Spanish under /es and English under /en', () => {
    expect(internalPath('/es/relamc/historia')).toBe('/es/relamc/historia')
    expect(internalPath('/en/relamc/historia')).toBe('/en/relamc/historia')
    expect(answer('/es/relamc/historia').status).toBe(200)
  })

  it('is not changed by a NEXT_LOCALE cookie, and sets none', () => {
    const cookie = { cookie: 'NEXT_LOCALE=en', 'accept-language': 'es-AR' }
    expect(internalPath('/relamc/historia', cookie)).toBe('/pt/relamc/historia')
    expect(internalPath('/es/relamc/historia', cookie)).toBe('/es/relamc/historia')
    expect(answer('/relamc/historia', cookie).headers.get('set-cookie')).toBeNull()
    expect(answer('/es/relamc/historia').headers.get('set-cookie')).toBeNull()
  })

  it('answers another network’s publications with the static 404 page of the address’s language', () => {
    expect(internalPath('/publicacoes/outra-rede')).toBe('/pt/publicacoes/lista-desconhecida')
    expect(internalPath('/es/publicacoes/outra-rede')).toBe('/es/publicacoes/lista-desconhecida')
    expect(internalPath('/en/publicacoes/relamc')).toBe('/en/publicacoes/relamc')
  })

  it('sends /pt/… to the plain path, its query kept', () => {
    const response = answer('/pt/relamc/historia?x=1')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('http://localhost/relamc/historia?x=1')
  })
})

describe('cache headers of pages', () => {
  const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30'

  it('let a shared cache keep a page without a session by its address', () => {
    expect(answer('/relamc/historia').headers.get('cache-control')).toBe(shared)
    expect(answer('/en/projetos').headers.get('cache-control')).toBe(shared)
    expect(answer('/en/projetos').headers.get('vary') ?? '').not.toMatch(/cookie/i)
  })

  it('keep a signed-in visitor’s page, and anything posted, out of every cache', () => {
    const session = { cookie: 'payload-token=abc' }
    expect(answer('/relamc/historia', session).headers.get('cache-control')).toBe(
      'private, no-store',
    )
    expect(answer('/contato/filiacao', {}, 'POST').headers.get('cache-control')).toBe(
      'private, no-store',
    )
  })
})
