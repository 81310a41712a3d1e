// What the scale benchmark measures, each prepared (a member signed in, the registries read)
// before it is timed.
import type { Payload } from 'payload'
import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { loadMalformations, loadRegistries } from '@/lib/surveillance/data/loadReference'
import { prevalencePageData } from '@/lib/surveillance/data/prevalencePage'
import { runAllMonitoring } from '@/lib/surveillance/data/runAllMonitoring'
import { registryMonitoringTests } from '@/lib/surveillance/data/runMonitoring'
import {
  prevalenceGroupings,
  tableGroupings,
  type PrevalenceGrouping,
} from '@/lib/surveillance/tables/prevalenceQuery'
import type { User } from '@/payload-types'
import { MEMBER, type NetworkSize } from './network'

interface Operation {
  runs: number
  prepare: (payload: Payload, size: NetworkSize) => Promise<() => Promise<unknown>>
}

const origin = 'http://localhost:3000'

/** A GET of the REST API as Next.js routes it, without a server. */
async function get(pathAndQuery: string, token?: string): Promise<string> {
  const url = new URL(`/api/${pathAndQuery}`, origin)
  const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await REST_GET(config)(new Request(url, { headers }), {
    params: Promise.resolve({ slug }),
  })
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`)
  return response.text()
}

async function memberToken(): Promise<string> {
  const response = await REST_POST(config)(
    new Request(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(MEMBER),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  return ((await response.json()) as { token: string }).token
}

async function member(payload: Payload): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: MEMBER.email } },
    overrideAccess: true,
  })
  return docs[0]!
}

/**
 * What a prevalence page computes on a request the page cache does not answer: the pickers
 * read afresh (the page keeps them in Next's data cache), then the view.
 */
async function prevalencePage(
  payload: Payload,
  groupings: readonly PrevalenceGrouping[],
  search: Record<string, string>,
  user: User | null,
) {
  const pickers = {
    registries: await loadRegistries(payload, 'pt'),
    malformations: await loadMalformations(payload, 'pt', { activeOnly: true }),
  }
  const page = await prevalencePageData(payload, pickers, search, { user, groupings })
  if (!page.view) throw new Error(`no view: ${JSON.stringify(page.issues)}`)
  return page
}

const codes = (size: NetworkSize) =>
  Array.from({ length: size.registries }, (_, index) => `R${String(index + 1).padStart(2, '0')}`)

export const operations: Record<string, Operation> = {
  'tables page, default view': {
    runs: 7,
    prepare: async (payload) => () => prevalencePage(payload, prevalenceGroupings, {}, null),
  },
  'prevalence API, every registry by year': {
    runs: 7,
    prepare: async (_payload, size) => () =>
      get(`surveillance/prevalence?malformation=1&registry=network,${codes(size)}&groupBy=year`),
  },
  'members’ query by month, every registry': {
    runs: 7,
    prepare: async (payload) => {
      const user = await member(payload)
      const search = { malformation: '1', registry: 'network', groupBy: 'month' }
      return () => prevalencePage(payload, tableGroupings, search, user)
    },
  },
  'monthly counts, every anomaly and month': {
    runs: 3,
    prepare: async (_payload, size) => {
      const token = await memberToken()
      const every = Array.from({ length: size.anomalies }, (_, index) => index + 1)
      return () => get(`surveillance/monthly-counts?malformation=${every}&registry=network`, token)
    },
  },
  // Stored signals come only from the network-wide run; one registry's share is its tests.
  'monitoring tests, one registry': {
    runs: 3,
    prepare: async (payload) => {
      const { docs } = await payload.find({
        collection: 'member-registries',
        where: { networkCode: { equals: 'R01' } },
        overrideAccess: true,
      })
      return () => registryMonitoringTests(payload, docs[0]!)
    },
  },
  'monitoring run, whole network': {
    runs: 1,
    prepare: async (payload) => async () => {
      const summary = await runAllMonitoring(payload)
      if (summary.failed.length > 0) throw new Error(`failed: ${summary.failed.join(', ')}`)
    },
  },
}
