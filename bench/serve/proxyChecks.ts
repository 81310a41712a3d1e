/**
 * What the README's nginx configuration promises, checked through it: one cached copy per
 * language, none for signed-in visitors or first visits. Prints one line per check and returns
 * the number of failures.
 */
export async function checkProxy(proxy: string, memberToken: string): Promise<number> {
  const get = async (cookie?: string) => {
    const response = await fetch(`${proxy}/`, { headers: cookie ? { cookie } : {} })
    const html = await response.text()
    return {
      status: response.headers.get('x-cache-status'),
      lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    }
  }
  const checks: [string, boolean][] = []
  await get('NEXT_LOCALE=pt')
  const pt = await get('NEXT_LOCALE=pt')
  checks.push([
    'a Portuguese visitor gets the cached Portuguese page',
    pt.status === 'HIT' && pt.lang === 'pt',
  ])
  const en = await get('NEXT_LOCALE=en')
  checks.push([
    'an English visitor then gets English, not the cached Portuguese copy',
    en.lang === 'en',
  ])
  const en2 = await get('NEXT_LOCALE=en')
  checks.push([
    '... and the English copy is cached apart',
    en2.status === 'HIT' && en2.lang === 'en',
  ])
  const signedIn = await get(`NEXT_LOCALE=pt; payload-token=${memberToken}`)
  checks.push(['a signed-in visitor bypasses the cache', signedIn.status === 'BYPASS'])
  const first = await get()
  checks.push([
    'a first visit without a locale cookie bypasses the cache',
    first.status === 'BYPASS',
  ])
  for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${text}`)
  return checks.filter(([, ok]) => !ok).length
}
