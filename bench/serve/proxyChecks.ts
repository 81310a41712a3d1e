/**
 * What the documented nginx configuration (deploy/nginx-cache.conf, docs/operations.md) promises, checked through it: pages cached by address
 * alone, each language its own copy, a locale cookie changing nothing, client-navigation
 * payloads apart from pages, signed-in visitors never served a shared copy. Prints one line per
 * check and returns the number of failures.
 */
export async function checkProxy(proxy: string, memberToken: string): Promise<number> {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${proxy}${path}`, { headers })
    const body = await response.text()
    return {
      status: response.headers.get('x-cache-status'),
      type: response.headers.get('content-type') ?? '',
      lang: /<html lang="([a-z]+)"/.exec(body)?.[1],
    }
  }
  const checks: [string, boolean][] = []
  await get('/')
  const pt = await get('/')
  checks.push([
    'the home page is served from the cache, in Portuguese',
    pt.status === 'HIT' && pt.lang === 'pt',
  ])
  await get('/es')
  const es = await get('/es')
  checks.push(['/es is its own cached copy, in Spanish', es.status === 'HIT' && es.lang === 'es'])
  const cookie = await get('/', { cookie: 'NEXT_LOCALE=en' })
  checks.push([
    'a NEXT_LOCALE cookie changes nothing: the cached Portuguese copy',
    cookie.status === 'HIT' && cookie.lang === 'pt',
  ])
  const payload = await get('/', { rsc: '1' })
  checks.push([
    "a client navigation's payload is not the cached page",
    payload.type.includes('text/x-component'),
  ])
  const signedIn = await get('/', { cookie: `payload-token=${memberToken}` })
  checks.push(['a signed-in visitor bypasses the cache', signedIn.status === 'BYPASS'])
  for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`)
  return checks.filter(([, ok]) => !ok).length
}
