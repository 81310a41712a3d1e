import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-file-cache-'))
afterAll(() => fs.rmSync(build, { recursive: true, force: true }))

/** The handler as a freshly started server loads it: module state starts empty. */
async function startedHandler() {
  vi.resetModules()
  const { FileCache } = await import('@/lib/cache/fileCache.mjs')
  return new FileCache({ serverDistDir: path.join(build, 'server') })
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags },
  status: 200,
})
const pageContext = { cacheControl: { revalidate: 3600, expire: undefined } }

describe('the one-machine cache handler', () => {
  it('answers a page it kept, with its lifetime, also after a restart', async () => {
    const before = await startedHandler()
    await before.set('/pt/projetos', page('projects', 'collection:projects'), pageContext)
    expect((await before.get('/pt/projetos', {}))?.value).toMatchObject({ html: 'projects' })
    const after = await startedHandler()
    const kept = await after.get('/pt/projetos', {})
    expect(kept?.value).toMatchObject({ html: 'projects' })
    expect(kept?.cacheControl).toEqual({ revalidate: 3600, expire: undefined })
  })

  it('no longer answers a page once one of its tags is expired, even after a restart', async () => {
    const server = await startedHandler()
    await server.set('/pt/eventos', page('events', 'collection:events,global:footer'), pageContext)
    await server.set('/pt/recursos', page('resources', 'collection:resources'), pageContext)
    await server.revalidateTag(['global:footer'])
    expect(await server.get('/pt/eventos', {})).toBeNull()
    expect((await server.get('/pt/recursos', {}))?.value).toMatchObject({ html: 'resources' })
    // Restarted with no visit in between: only the saved expiry can tell.
    const restarted = await startedHandler()
    expect(await restarted.get('/pt/eventos', {})).toBeNull()
    expect((await restarted.get('/pt/recursos', {}))?.value).toMatchObject({ html: 'resources' })
  })

  it('expires a cached read by the tags Next.js gives when reading it', async () => {
    const server = await startedHandler()
    const read = { kind: 'FETCH', data: { body: '[]' }, revalidate: 3600 }
    await server.set('menu-projects', read, { fetchCache: true, tags: ['collection:projects'] })
    expect(await server.get('menu-projects', { tags: ['collection:projects'] })).not.toBeNull()
    await server.revalidateTag('collection:projects')
    expect(await server.get('menu-projects', { tags: ['collection:projects'] })).toBeNull()
  })

  it('stores one page written twice at the same moment, as two renders at once do', async () => {
    const server = await startedHandler()
    await Promise.all([
      server.set('/pt/links', page('links', 'collection:resources'), pageContext),
      server.set('/pt/links', page('links', 'collection:resources'), pageContext),
    ])
    const restarted = await startedHandler()
    expect((await restarted.get('/pt/links', {}))?.value).toMatchObject({ html: 'links' })
  })

  it("does not answer a page kept by the previous build: it names that build's script files", async () => {
    fs.writeFileSync(path.join(build, 'BUILD_ID'), 'first-build')
    const before = await startedHandler()
    await before.set('/pt/eventos', page('events', 'collection:events'), pageContext)
    expect((await (await startedHandler()).get('/pt/eventos', {}))?.value).toMatchObject({
      html: 'events',
    })
    fs.writeFileSync(path.join(build, 'BUILD_ID'), 'second-build')
    expect(await (await startedHandler()).get('/pt/eventos', {})).toBeNull()
    fs.rmSync(path.join(build, 'BUILD_ID'))
  })
})
