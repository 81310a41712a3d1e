import { demoMember } from '../../helpers/accounts'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { BUSY } from '@/lib/concurrency/workQueue'
import { acceptedDataTags } from '@/lib/cacheTags'
import * as prevalencePage from '@/lib/surveillance/data/prevalencePage'
import {
  loadTablesPage as loadTablesPageOrBusy,
  tablesWork,
} from '@/lib/surveillance/data/tablesPage'
import { testPayload } from '../../helpers/payload'

// Outside Next.js: no request cookies and no data cache. The signed-in visitor is set per test.
const visitor = vi.hoisted(() => ({ user: null as User | null }))
vi.mock('@/lib/site/currentUser', () => ({ getCurrentUser: async () => visitor.user }))
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))
// Next's data cache as a map: an entry per key and arguments, and the tags each cached read names.
const dataCache = vi.hoisted(() => ({
  entries: new Map<string, unknown>(),
  tags: [] as string[][],
}))
vi.mock('next/cache', () => ({
  revalidateTag: () => undefined,
  unstable_cache:
    <Args extends unknown[]>(
      read: (...args: Args) => Promise<unknown>,
      keyParts: string[],
      options?: { tags?: string[] },
    ) =>
    async (...args: Args) => {
      dataCache.tags.push(options?.tags ?? [])
      const key = JSON.stringify([keyParts, args])
      if (!dataCache.entries.has(key)) dataCache.entries.set(key, await read(...args))
      return dataCache.entries.get(key)
    },
}))
// Counts the views actually computed.
vi.mock('@/lib/surveillance/data/prevalencePage', async (original) => {
  const actual = await original<typeof import('@/lib/surveillance/data/prevalencePage')>()
  return { ...actual, loadPrevalencePage: vi.fn(actual.loadPrevalencePage) }
})
const computed = vi.mocked(prevalencePage.loadPrevalencePage)

async function loadTablesPage(...args: Parameters<typeof loadTablesPageOrBusy>) {
  const page = await loadTablesPageOrBusy(...args)
  if (page === BUSY) throw new Error('the tables page answered busy')
  return page
}

/** Takes every slot and place in line of the tables' work queue until `release` is called. */
function fillTablesWork() {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const holders = Array.from({ length: 18 }, () => tablesWork.run(() => held))
  return {
    release: async () => {
      release()
      await Promise.all(holders)
    },
  }
}

let payload: Payload
let registryCount: number

beforeAll(async () => {
  payload = await testPayload()
  registryCount = (await payload.count({ collection: 'member-registries', overrideAccess: true }))
    .totalDocs
})

describe('the tables page', () => {
  it('shows the first anomaly of the whole network over every year by default, withheld for visitors', async () => {
    visitor.user = null
    const page = await loadTablesPage('pt', {})
    expect(page.years[0]).toBe(2014)
    expect(page.query).toMatchObject({
      malformations: [1],
      registries: ['network'],
      groupBy: 'year',
    })
    const view = page.view!
    expect(view.demo).toBe(true)
    expect(view.registries).toHaveLength(registryCount)
    expect(view.table[0]).toMatchObject({ registry: 'network', period: '2014' })
    // The years of the public numbers: every year from 2014, up to the latest release (a year
    // accepted since, by an earlier file of this worker, is offered but not yet public).
    const shown = view.births.years
    expect(shown[0]).toBe(2014)
    expect(shown).toEqual(page.years.slice(0, shown.length))
    expect(shown.length).toBeGreaterThanOrEqual(page.years.length - 1)
    expect(view.trend.filter((row) => row.registry === 'network')).toHaveLength(shown.length)
    expect(view.whole).toHaveLength(registryCount + 1)
    expect(page.threshold).toBe(5)
    expect(view.table.some((row) => row.suppressed)).toBe(true)
    expect(view.table.every((row) => !row.suppressed || row.cases === null)).toBe(true)
    expect(new URLSearchParams(view.apiQuery).get('registry')!.split(',')[0]).toBe('network')
  })

  it('shows admins the exact numbers of the registries they chose, by semester', async () => {
    // An admin: every number exact (a member sees the others as the public does).
    visitor.user = { ...(await demoMember(payload)), roles: ['admin'] }
    const page = await loadTablesPage('en', {
      malformation: ['3', '4'],
      registry: ['AR-RENAC', 'cl-renach'],
      from: '2023-01',
      to: '2024-12',
      groupBy: 'semester',
    })
    expect(page.threshold).toBeNull()
    const view = page.view!
    expect(view.registries).toEqual(['AR-RENAC', 'CL-RENACH'])
    // 2 anomalies × (network + 2 registries) × 4 semesters.
    expect(view.table).toHaveLength(24)
    expect(view.table.some((row) => row.suppressed)).toBe(false)
    expect(Object.fromEntries(new URLSearchParams(view.apiQuery))).toEqual({
      malformation: '3,4',
      registry: 'network,AR-RENAC,CL-RENACH',
      from: '2023-01',
      to: '2024-12',
      groupBy: 'semester',
    })
  })

  it('shows only the registries ticked beside "Whole network", which the form ticks by default', async () => {
    visitor.user = null
    const page = await loadTablesPage('en', {
      malformation: '1',
      registry: ['network', 'AR-RENAC', 'BR-SINASC'],
      groupBy: 'year',
    })
    const view = page.view!
    expect(view.registries).toEqual(['AR-RENAC', 'BR-SINASC'])
    expect(new Set(view.whole.map((row) => row.registry))).toEqual(
      new Set(['network', 'AR-RENAC', 'BR-SINASC']),
    )
  })

  it('explains bad choices and computes nothing', async () => {
    visitor.user = null
    const page = await loadTablesPage('es', { registry: 'XX-NONE', malformation: '3' })
    expect(page.view).toBeNull()
    expect(page.issues.map((issue) => issue.code)).toEqual(['unknownRegistry'])
    expect(page.values.registry).toEqual(['XX-NONE'])
    const empty = await loadTablesPage('es', { groupBy: 'year' })
    expect(empty.issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['malformation', 'required'],
    ])
  })

  it("computes a visitor's view once and keeps it until the accepted data change", async () => {
    visitor.user = null
    dataCache.entries.clear()
    computed.mockClear()
    const search = { malformation: '5', registry: 'network', groupBy: 'semester' }
    const first = await loadTablesPage('pt', search)
    // Fields that choose nothing make no new entry.
    const again = await loadTablesPage('pt', { ...search, utm_source: 'newsletter' })
    expect(again).toEqual(first)
    expect(computed).toHaveBeenCalledTimes(1)
    expect(dataCache.tags.at(-1)).toEqual(expect.arrayContaining(acceptedDataTags))
    // Another language or view is another entry; members' exact numbers are never kept.
    await loadTablesPage('en', search)
    visitor.user = await demoMember(payload)
    await loadTablesPage('pt', search)
    await loadTablesPage('pt', search)
    expect(computed).toHaveBeenCalledTimes(4)
  })

  it('says the server is busy, computing nothing, while every slot and place in line is taken', async () => {
    visitor.user = null
    dataCache.entries.clear()
    computed.mockClear()
    const queue = fillTablesWork()
    expect(await loadTablesPageOrBusy('pt', { malformation: '7' })).toBe(BUSY)
    visitor.user = await demoMember(payload)
    expect(await loadTablesPageOrBusy('pt', { malformation: '7' })).toBe(BUSY)
    expect(computed).not.toHaveBeenCalled()
    await queue.release()
    // A busy answer is not kept: once the queue has room the view is computed.
    visitor.user = null
    const page = await loadTablesPage('pt', { malformation: '7' })
    expect(page.view?.table.length).toBeGreaterThan(0)
  })
})
