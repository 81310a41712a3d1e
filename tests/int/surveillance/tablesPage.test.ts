import { demoMember } from '../../helpers/accounts'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { loadTablesPage } from '@/lib/surveillance/data/tablesPage'
import { testPayload } from '../../helpers/payload'

// Outside Next.js: no request cookies and no data cache. The signed-in visitor is set per test.
const visitor = vi.hoisted(() => ({ user: null as User | null }))
vi.mock('@/lib/site/currentUser', () => ({ getCurrentUser: async () => visitor.user }))
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

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
    expect(view.trend.filter((row) => row.registry === 'network')).toHaveLength(page.years.length)
    expect(view.whole).toHaveLength(registryCount + 1)
    expect(page.threshold).toBe(5)
    expect(view.table.some((row) => row.suppressed)).toBe(true)
    expect(view.table.every((row) => !row.suppressed || row.cases === null)).toBe(true)
    expect(view.births.years).toEqual(page.years)
    expect(new URLSearchParams(view.apiQuery).get('registry')!.split(',')[0]).toBe('network')
  })

  it('shows members the exact numbers of the registries they chose, by semester', async () => {
    visitor.user = await demoMember(payload)
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
})
