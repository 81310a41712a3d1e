import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  formatNames,
  type CollectionSlug,
  type Payload,
  type SanitizedConfig,
  type Where,
} from 'payload'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { testPayload } from '../../helpers/payload'
import { login, origin, rest } from '../../helpers/rest'
import { tokensByRole } from '../../helpers/accounts'
import { createTestRegistries, removeTestRegistries } from '../../helpers/testRegistries'

/**
 * Every collection and global of the Payload configuration, through every door Payload opens on
 * it (REST list, by id, count, versions, file address, GraphQL list, relations expanded with
 * `depth`), for each
 * caller: anonymous, a member of registry A, a member of registry B, member A's API keys of each
 * scope, and an admin. Registry A and B are this file's own registries; each registry-data
 * collection gets a document of A and one of B. What a caller may read is written here, from the
 * disclosure policy (src/lib/surveillance/disclosure/README.md), not taken from the code.
 */

/** Collections and globals that hold no registry's data, each with the reason (reviewed). */
const holdsNoRegistryData: Record<string, string> = {
  coordinations: "the network's coordinations: public content",
  'annual-meetings': 'public content',
  'operational-webinars': 'public content (hidden ones only for admins)',
  'research-webinars': 'public content (hidden ones only for admins)',
  events: 'public content',
  'member-registries': 'the public directory of registries: names, places, coverage, no counts',
  'network-publications': "the network's published papers: public content",
  'registry-publications': "a registry's published papers: public content",
  'publication-queries': 'literature search terms: public content',
  projects: 'public content',
  resources: 'public content',
  'accumulated-data': 'files the office publishes for everyone',
  malformations: 'the list of anomalies the network watches, no registry in it',
  'anomaly-definitions': "the network's case definitions, no registry in it",
  announcements: 'public content',
  manuals: "the network's documents for members",
  forms: "the network's documents for members",
  'form-updates': "the network's notes for members",
  'official-documents': "the network's documents for members (a signed term names its registry)",
  media: 'public files',
  'member-files': "the files of the network's documents for members",
  users: 'accounts: a member reads only their own (issue 35 tests accounts)',
  'api-keys': 'keys: a user reads only their own (issue 35 tests keys)',
  'contact-messages': "visitors' messages to the office: admins only",
  'payload-jobs': 'the background queue: admins only, inputs are ids',
  'payload-locked-documents': "edit locks: admins, or the lock's own holder",
  'payload-preferences': "each user's admin panel preferences",
  'payload-migrations': 'schema migrations applied: no documents for anyone',
  'payload-kv': "Payload's key-value store: no documents for anyone",
  'payload-jobs-stats': 'when scheduled jobs last ran (global)',
  'site-settings': "the office's settings (global)",
  footer: 'public content (global)',
  'institutional-pages': 'public content (global)',
  'case-classification': "the network's case classification rules (global)",
  'exchange-mapping': "DHIS2 identifiers of the network's values and registries (global)",
  'second-factor-claims': 'spent second-factor codes and pending enrolments: no API access',
  'surveillance-releases':
    "when a release was published, its number and threshold: its figures are in the release's tables",
}

/**
 * Registry data that no caller reads through the API, admins included: server code reads it
 * through the disclosure module. Checked below with an admin's session on every door.
 */
const closedToEveryone: Record<string, string> = {
  'surveillance-release-tables': "a release's exact grid before withholding",
}

/**
 * Who reads a registry-data document (threshold 5):
 * - exact: admins, and the members of the document's registry; every member when the site
 *   settings let members see other registries' exact data;
 * - ownRegistries: admins, and the members of the document's registry, whatever the settings;
 * - listed: as exact, and anyone the rows with at least 5 cases or cases not available (the
 *   reference rates visitors read);
 * - owner: admins and the user who saved it;
 * - admins: the office only.
 */
type Rule = 'exact' | 'ownRegistries' | 'listed' | 'owner' | 'admins'

type Side = 'A' | 'B'
type Fixture = { registry: number; owner: number; malformation: number; code: string }

/** Each registry-data collection: its rule and a document of one side, for the database. */
const registryData: Record<
  string,
  { rule: Rule; fixture: (f: Fixture) => Record<string, unknown> }
> = {
  'surveillance-cases': {
    rule: 'exact',
    fixture: (f) => ({
      registry: f.registry,
      malformation: f.malformation,
      month: '1901-01',
      cases: 2,
    }),
  },
  'surveillance-births': {
    rule: 'exact',
    fixture: (f) => ({ registry: f.registry, month: '1901-01', liveBirths: 900, stillbirths: 3 }),
  },
  'data-submissions': {
    rule: 'ownRegistries',
    fixture: (f) => ({ registry: f.registry, year: 1901, semester: 1, status: 'draft' }),
  },
  'submission-files': {
    rule: 'ownRegistries',
    fixture: (f) => ({
      registry: f.registry,
      filename: `doors-${f.code}.csv`,
      mimeType: 'text/csv',
      filesize: 12,
    }),
  },
  // Members read their own registry's records through the audited endpoint only.
  'surveillance-case-records': {
    rule: 'admins',
    fixture: (f) => ({
      registry: f.registry,
      year: 1901,
      semester: 1,
      month: 1,
      caseId: `doors-${f.code}`,
      outcome: 'live-birth',
      codes: 'Q05.9',
    }),
  },
  // The follow-up (both sides' notes, files) is the registry's work with the office.
  'monitoring-signals': {
    rule: 'ownRegistries',
    fixture: (f) => ({
      registry: f.registry,
      malformation: f.malformation,
      kind: 'alarm',
      period: '1901-01',
      status: 'new',
      detectedAt: '2026-01-01T00:00:00.000Z',
      observed: 2,
    }),
  },
  'signal-attachments': {
    rule: 'ownRegistries',
    fixture: (f) => ({
      registry: f.registry,
      filename: `doors-signal-${f.code}.pdf`,
      mimeType: 'application/pdf',
      filesize: 12,
    }),
  },
  'alarm-reports': {
    rule: 'admins',
    fixture: (f) => ({
      registry: f.registry,
      malformation: f.malformation,
      periodStart: '1901-01',
      periodEnd: '1901-06',
      births: 900,
      observed: 2,
    }),
  },
  'published-reports': {
    rule: 'ownRegistries',
    fixture: (f) => ({ registry: f.registry, year: 1901, semester: 1 }),
  },
  'published-report-files': {
    rule: 'ownRegistries',
    fixture: (f) => ({
      registry: f.registry,
      year: 1901,
      semester: 1,
      locale: 'pt',
      filename: `doors-report-${f.code}.pdf`,
      mimeType: 'application/pdf',
      filesize: 12,
    }),
  },
  'saved-queries': {
    rule: 'owner',
    fixture: (f) => ({ name: `doors ${f.code}`, query: 'malformation=1', owner: f.owner }),
  },
  'baseline-rates': {
    rule: 'listed',
    fixture: (f) => ({
      registry: f.registry,
      malformation: f.malformation,
      basePeriod: '2001-2002',
      births: 900,
      cases: 2,
      title: `doors ${f.code}`,
    }),
  },
  'audit-events': {
    rule: 'admins',
    fixture: (f) => ({
      action: 'signIn',
      registry: f.registry,
      email: `doors-${f.code}@example.org`,
    }),
  },
}

type Caller = {
  name: string
  /** The registry whose member this is (API keys: their owner's). */
  side: Side | null
  admin?: boolean
  /** A read key: a POST (GraphQL's included) is not signed in with it. */
  getOnly?: boolean
  headers: Record<string, string>
}

const THRESHOLD = 5
const codes = { A: 'DOORS-A', B: 'DOORS-B' }
const memberA = {
  email: `doors-a-${Math.random().toString(36).slice(2)}@example.org`,
  password: 'doors-Password-1',
  name: 'Doors A',
}
const memberB = { ...memberA, email: memberA.email.replace('doors-a', 'doors-b'), name: 'Doors B' }

let payload: Payload
let config: SanitizedConfig
let registryIds: Map<string, number>
let malformationNumber: number
const registryOf: Record<Side, number> = { A: 0, B: 0 }
const userOf: Record<Side, number> = { A: 0, B: 0 }
/** The fixture documents by collection and side; `cross`: A's document pointing at B's. */
const docs: Record<string, Record<Side, number>> = {}
const versions: Record<string, Record<Side, number>> = {}
/** The upload collections' file names, by side. */
const filenames: Record<string, Record<Side, string>> = {}
const cross: { collection: string; id: number; field: string }[] = []
const callers: Caller[] = []

const failures: string[] = []
const fail = (message: string) => failures.push(message)

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A')

/** The site setting "Members see other registries' exact data", as this part of the file sets it. */
let seesOthers = false

/** Whether members read every registry's documents under `rule` (the setting on). */
const widened = (caller: Caller, rule: Rule) =>
  seesOthers && caller.side !== null && (rule === 'exact' || rule === 'listed')

/** Whether this caller may read the document of `side` under `rule`. */
function mayRead(caller: Caller, rule: Rule, side: Side): boolean {
  if (caller.admin || widened(caller, rule)) return true
  if (rule === 'admins') return false
  // The fixtures' counts are small (2 cases): a listed row is not listed to anyone else.
  return caller.side === side
}

/** The documents of the whole collection this caller may read (for `count`). */
function readableWhere(caller: Caller, rule: Rule): Where | null {
  if (caller.admin || widened(caller, rule)) return {}
  if (rule === 'admins') return null
  if (rule === 'owner') return caller.side ? { owner: { equals: userOf[caller.side] } } : null
  const own: Where[] = caller.side ? [{ registry: { equals: registryOf[caller.side] } }] : []
  if (rule === 'ownRegistries' || rule === 'exact') return own.length ? { or: own } : null
  return {
    or: [...own, { cases: { greater_than_equal: THRESHOLD } }, { cases: { exists: false } }],
  }
}

const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * Whether an answer carries anything of the other side: any object (at any depth, versions and
 * expanded relations included) whose registry is that side's, or whose owner is its member.
 */
function foreignData(body: unknown, caller: Caller): string[] {
  if (caller.admin) return []
  const sides: Side[] = caller.side ? [other(caller.side)] : ['A', 'B']
  const found: string[] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${path}[${i}]`))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    for (const side of sides) {
      if ('registry' in record && idOf(record.registry) === registryOf[side])
        found.push(`${path || 'answer'} is registry ${side}'s`)
      if ('owner' in record && idOf(record.owner) === userOf[side])
        found.push(`${path || 'answer'} is owned by member ${side}`)
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${path}.${key}`)
  }
  walk(body, '')
  return found
}

/** A GET as this caller; unless `maySeeOther`, any datum of the other side is a failure. */
async function get(caller: Caller, apiPath: string, maySeeOther = false) {
  const res = await rest('GET', apiPath, { headers: caller.headers })
  const text = await res.text()
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  if (!maySeeOther)
    for (const leak of foreignData(body, caller))
      fail(`${caller.name} GET /api/${apiPath}: ${leak}`)
  return { status: res.status, body: body as Record<string, unknown> }
}

async function graphqlAs(caller: Caller, query: string, maySeeOther = false) {
  const request = new Request(new URL('/api/graphql', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...caller.headers },
    body: JSON.stringify({ query }),
  })
  const body = (await (await GRAPHQL_POST(config)(request)).json()) as {
    data?: Record<string, { docs?: { id: number }[] } | null>
    errors?: { message: string; extensions?: { statusCode?: number } }[]
  }
  if (!maySeeOther)
    for (const leak of foreignData(body, caller)) fail(`${caller.name} GraphQL ${query}: ${leak}`)
  // A refusal reads as nothing; any other error is the test's own mistake and must show.
  const other = (body.errors ?? []).filter((error) => error.extensions?.statusCode !== 403)
  if (other.length) throw new Error(`GraphQL ${query}: ${JSON.stringify(other)}`)
  return body
}

const ids = (list: unknown): number[] =>
  Array.isArray(list) ? list.map((doc) => Number((doc as { id: unknown }).id)) : []

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

/** The registry-data doors of one collection, for one caller. */
async function tryDoors(slug: string, caller: Caller) {
  const { rule } = registryData[slug]!
  const mine = docs[slug]!
  const expected = sorted(
    (['A', 'B'] as Side[]).filter((s) => mayRead(caller, rule, s)).map((s) => mine[s]),
  )
  const label = `${slug} · ${caller.name}`
  const both = `where[id][in]=${mine.A},${mine.B}`
  // With the setting on, a member reads the other registry's exact documents: their ids are
  // checked below, and the answers are not scanned for the other side.
  const open = widened(caller, rule)

  const list = await get(caller, `${slug}?depth=0&limit=10&${both}`, open)
  const listed = list.status === 200 ? sorted(ids(list.body.docs)) : []
  if (JSON.stringify(listed) !== JSON.stringify(expected))
    fail(`${label} REST list: read ${JSON.stringify(listed)}, may read ${JSON.stringify(expected)}`)

  for (const side of ['A', 'B'] as Side[]) {
    const byId = await get(caller, `${slug}/${mine[side]}?depth=0`, open)
    const read = byId.status === 200 && Number(byId.body.id) === mine[side]
    if (read !== mayRead(caller, rule, side))
      fail(
        `${label} REST by id (${side}'s): ${byId.status}, may read: ${mayRead(caller, rule, side)}`,
      )
  }

  const where = readableWhere(caller, rule)
  const allowed = where
    ? (await payload.count({ collection: slug as CollectionSlug, where, overrideAccess: true }))
        .totalDocs
    : 0
  const count = await get(caller, `${slug}/count`, open)
  const counted = count.status === 200 ? Number(count.body.totalDocs) : 0
  if (counted !== allowed) fail(`${label} REST count: ${counted}, may read ${allowed}`)

  const collection = config.collections.find((c) => c.slug === slug)!
  if (collection.graphQL !== false) {
    const plural = graphQLPlural(slug)
    const answer = await graphqlAs(
      caller,
      `{ ${plural}(where: { OR: [{ id: { equals: ${mine.A} } }, { id: { equals: ${mine.B} } }] }, limit: 10) { docs { id } } }`,
      open,
    )
    const seen = sorted(ids(answer.data?.[plural]?.docs))
    const poster: Caller = caller.getOnly ? { ...caller, side: null } : caller
    const expected = sorted(
      (['A', 'B'] as Side[]).filter((s) => mayRead(poster, rule, s)).map((s) => mine[s]),
    )
    if (JSON.stringify(seen) !== JSON.stringify(expected))
      fail(
        `${label} GraphQL list: read ${JSON.stringify(seen)}, may read ${JSON.stringify(expected)}`,
      )
  }

  if (filenames[slug]) {
    // The file's address asks the same access: refused (403), or let through to a file this
    // test never wrote (404).
    for (const side of ['A', 'B'] as Side[]) {
      const file = await get(caller, `${slug}/file/${filenames[slug][side]}`, open)
      if ((file.status !== 403) !== mayRead(caller, rule, side))
        fail(`${label} file (${side}'s): ${file.status}, may read: ${mayRead(caller, rule, side)}`)
    }
  }

  if (versions[slug]) {
    // A version is no more readable than its document.
    const list = await get(
      caller,
      `${slug}/versions?depth=0&limit=10&where[parent][in]=${mine.A},${mine.B}`,
    )
    const parents =
      list.status === 200
        ? ids((list.body.docs as { parent: unknown }[]).map((v) => ({ id: idOf(v.parent) })))
        : []
    for (const parent of parents)
      if (!expected.includes(parent)) fail(`${label} REST versions: read a version of ${parent}`)
    if (caller.admin && parents.length !== 2) fail(`${label} REST versions: admin read ${parents}`)
    for (const side of ['A', 'B'] as Side[]) {
      const one = await get(caller, `${slug}/versions/${versions[slug][side]}?depth=0`)
      if (one.status === 200 && !mayRead(caller, rule, side))
        fail(`${label} REST version by id (${side}'s): read`)
    }
  }
}

function graphQLPlural(slug: string): string {
  const collection = config.collections.find((c) => c.slug === slug)!
  const names = formatNames(slug)
  const named = collection.graphQL && collection.graphQL.pluralName
  const plural = named ? formatNames(named).plural : names.plural
  return plural === names.singular ? `all${names.singular}` : plural
}

beforeAll(async () => {
  payload = await testPayload()
  config = await (await import('@payload-config')).default
  const created = await createTestRegistries(payload, [codes.A, codes.B], memberA)
  registryIds = created.ids
  registryOf.A = registryIds.get(codes.A)!
  registryOf.B = registryIds.get(codes.B)!
  const b = await payload.create({
    collection: 'users',
    data: { ...memberB, country: 'PE', roles: ['user'], registries: [registryOf.B] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  userOf.B = b.id
  const a = await payload.find({
    collection: 'users',
    where: { email: { equals: memberA.email } },
    overrideAccess: true,
  })
  userOf.A = a.docs[0]!.id
  const firstMalformation = (
    await payload.find({ collection: 'malformations', limit: 1, sort: 'id', overrideAccess: true })
  ).docs[0]!
  const malformation = firstMalformation.id
  malformationNumber = firstMalformation.number

  // Fixtures go straight to the database: no hook recomputes or emails them.
  const write = (slug: string, data: Record<string, unknown>) =>
    payload.db.create({ collection: slug as CollectionSlug, data }) as Promise<{ id: number }>
  for (const side of ['A', 'B'] as Side[]) {
    const f = { registry: registryOf[side], owner: userOf[side], malformation, code: codes[side] }
    for (const [slug, spec] of Object.entries(registryData)) {
      docs[slug] ??= { A: 0, B: 0 }
      const data = spec.fixture(f)
      if (slug === 'surveillance-case-records') data.submission = docs['data-submissions']![side]
      if (slug === 'published-report-files') data.publication = docs['published-reports']![side]
      if (slug === 'signal-attachments') data.signal = docs['monitoring-signals']![side]
      docs[slug][side] = (await write(slug, data)).id
      if (typeof data.filename === 'string')
        (filenames[slug] ??= { A: '', B: '' })[side] = data.filename
      const collection = config.collections.find((c) => c.slug === slug)!
      if (collection.versions) {
        versions[slug] ??= { A: 0, B: 0 }
        const now = new Date().toISOString()
        const version = await payload.db.createVersion({
          collectionSlug: slug as CollectionSlug,
          parent: docs[slug][side],
          versionData: { ...data, id: docs[slug][side], createdAt: now, updatedAt: now } as never,
          autosave: false,
          createdAt: now,
          updatedAt: now,
        })
        versions[slug][side] = Number(version.id)
      }
    }
  }
  // A's documents pointing at B's: expanding them must not bring B's in.
  cross.push({
    collection: 'surveillance-cases',
    field: 'submission',
    id: (
      await write('surveillance-cases', {
        registry: registryOf.A,
        malformation,
        month: '1901-02',
        cases: 3,
        submission: docs['data-submissions']!.B,
      })
    ).id,
  })
  cross.push({
    collection: 'published-report-files',
    field: 'publication',
    id: (
      await write('published-report-files', {
        registry: registryOf.A,
        year: 1901,
        semester: 2,
        locale: 'pt',
        filename: 'doors-cross.pdf',
        publication: docs['published-reports']!.B,
      })
    ).id,
  })

  // B's accepted row came in B's submission.
  await payload.db.updateOne({
    collection: 'surveillance-cases',
    id: docs['surveillance-cases']!.B,
    data: { submission: docs['data-submissions']!.B },
  })
  // A's submission with its uploaded file, for the depth bound.
  await payload.db.updateOne({
    collection: 'data-submissions',
    id: docs['data-submissions']!.A,
    data: { file: docs['submission-files']!.A },
  })

  const jwt = (token: string) => ({ Authorization: `JWT ${token}` })
  const key = async (scope: 'read' | 'submit') => {
    const res = await rest('POST', 'api-keys/issue', {
      token: created.memberToken,
      body: { name: `doors ${scope}`, scope },
    })
    const json = (await res.json()) as { key?: string }
    if (!json.key) throw new Error(`no ${scope} key: ${res.status}`)
    return { Authorization: `users API-Key ${json.key}` }
  }
  callers.push(
    { name: 'anonymous', side: null, headers: {} },
    { name: 'member A', side: 'A', headers: jwt(created.memberToken) },
    { name: 'member B', side: 'B', headers: jwt(await login(memberB.email, memberB.password)) },
    { name: "member A's read key", side: 'A', getOnly: true, headers: await key('read') },
    { name: "member A's submit key", side: 'A', headers: await key('submit') },
    { name: 'admin', side: null, admin: true, headers: jwt((await tokensByRole()).admin!) },
  )
})

afterAll(async () => {
  const ours = [registryOf.A, registryOf.B]
  // What points at a submission or a report goes first.
  const first = [
    'surveillance-case-records',
    'surveillance-cases',
    'published-report-files',
    'signal-attachments',
  ]
  const order = [...first, ...Object.keys(registryData).filter((slug) => !first.includes(slug))]
  for (const slug of order) {
    const where: Where =
      slug === 'saved-queries'
        ? { owner: { in: [userOf.A, userOf.B] } }
        : { registry: { in: ours } }
    if (versions[slug])
      await payload.db.deleteVersions({
        collection: slug as CollectionSlug,
        where: { parent: { in: Object.values(docs[slug]!) } },
      })
    await payload.db.deleteMany({ collection: slug as CollectionSlug, where })
  }
  await payload.delete({
    collection: 'api-keys',
    where: { user: { equals: userOf.A } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'users',
    where: { email: { equals: memberB.email } },
    overrideAccess: true,
  })
  if (registryIds) await removeTestRegistries(payload, registryIds, memberA.email, [])
})

describe('registry data through every door of the Payload configuration', () => {
  it('declares every collection and global: registry data (with its rule) or not (with why)', () => {
    const slugs: string[] = [
      ...config.collections.map((c) => c.slug),
      ...config.globals.map((g) => g.slug),
    ]
    const undeclared = slugs.filter(
      (slug) =>
        !(slug in registryData) && !(slug in holdsNoRegistryData) && !(slug in closedToEveryone),
    )
    expect(undeclared).toEqual([])
    const stale = [
      ...Object.keys(registryData),
      ...Object.keys(holdsNoRegistryData),
      ...Object.keys(closedToEveryone),
    ].filter((slug) => !slugs.includes(slug))
    expect(stale).toEqual([])
  })

  it.each(Object.keys(closedToEveryone))(
    '%s answers no caller, an admin included, through REST or GraphQL',
    async (slug) => {
      const stored = await payload.find({ collection: slug as never, limit: 1, depth: 0 })
      // The seed publishes a release: there is a document to be refused.
      expect(stored.totalDocs).toBeGreaterThan(0)
      const id = (stored.docs[0] as unknown as { id: number }).id
      for (const caller of callers) {
        const list = await rest('GET', `${slug}?depth=0`, { headers: caller.headers })
        const one = await rest('GET', `${slug}/${id}?depth=0`, { headers: caller.headers })
        const count = await rest('GET', `${slug}/count`, { headers: caller.headers })
        const answers = [list, one, count].map((res) => res.status)
        expect(answers, `${caller.name}: ${slug}`).toEqual([403, 403, 403])
      }
    },
  )

  it.each(Object.keys(registryData))(
    '%s: REST list, by id, count, versions and GraphQL answer each caller what the policy lets them read',
    async (slug) => {
      failures.length = 0
      for (const caller of callers) await tryDoors(slug, caller)
      expect(failures).toEqual([])
    },
  )

  it("expanding A's relations to B's documents brings none of B's in", async () => {
    failures.length = 0
    for (const caller of callers.filter((c) => c.side === 'A')) {
      for (const link of cross) {
        const answer = await get(caller, `${link.collection}/${link.id}?depth=3`)
        if (answer.status !== 200)
          fail(`${caller.name} ${link.collection}/${link.id}: ${answer.status}`)
        else if (typeof answer.body[link.field] === 'object' && answer.body[link.field] !== null)
          fail(`${caller.name} ${link.collection}.${link.field}: expanded B's document`)
      }
    }
    expect(failures).toEqual([])
  })

  it("no list of any collection or global, expanded to depth 3, carries the other registry's data", async () => {
    failures.length = 0
    for (const caller of callers.filter((c) => !c.admin)) {
      for (const collection of config.collections)
        await get(caller, `${collection.slug}?depth=3&limit=50`)
      for (const global of config.globals) await get(caller, `globals/${global.slug}?depth=3`)
    }
    expect(failures).toEqual([])
  })

  it('the alarm test uses no reference row of B that the list does not show member A', async () => {
    // B's imported reference for 2001–2002 has 2 cases: B's members test against it, A's do not.
    const body = {
      registry: codes.B,
      malformation: String(malformationNumber),
      periodStart: '2003-01-01',
      periodEnd: '2003-06-30',
      births: 1000,
      observed: 2,
      basePeriod: '2001-2002',
      locale: 'en',
    }
    const asCaller = (name: string) =>
      rest('POST', 'surveillance/alarm-test', {
        body,
        headers: callers.find((c) => c.name === name)!.headers,
      })
    const own = await asCaller('member B')
    const ownText = await own.text()
    expect(own.status, ownText).toBe(200)
    expect((JSON.parse(ownText) as { baseline: { cases: number } }).baseline.cases).toBe(2)
    for (const name of ['member A', "member A's submit key", 'anonymous']) {
      const res = await asCaller(name)
      const text = await res.text()
      expect(res.status, `${name}: ${text}`).toBe(400)
      expect(text, name).not.toContain('"baseline"')
    }
  })

  it('bounds one read: a huge limit answers a page of 1000, depth expands one level', async () => {
    const admin = callers.find((c) => c.admin)!
    const huge = await get(admin, 'surveillance-cases?limit=100000&depth=3')
    expect(huge.status).toBe(200)
    expect(huge.body.limit).toBe(1000)
    expect((huge.body.docs as unknown[]).length).toBe(1000)
    expect(Number(huge.body.totalDocs)).toBeGreaterThan(1000)
    const row = (huge.body.docs as Record<string, unknown>[]).find((doc) => doc.submission)!
    expect(typeof row.registry).toBe('object')
    expect(typeof row.submission).toBe('number')

    for (const unpaged of ['pagination=false&limit=0', 'pagination=false', 'limit=0']) {
      const all = await get(admin, `surveillance-births?${unpaged}&depth=0`)
      expect((all.body.docs as unknown[]).length, unpaged).toBe(1000)
    }
    // Without a limit, Payload's page of 10 as before.
    const page = await get(admin, 'surveillance-births?depth=0')
    expect((page.body.docs as unknown[]).length).toBe(10)

    const deep = await get(admin, `data-submissions/${docs['data-submissions']!.A}?depth=3`)
    const file = deep.body.file as Record<string, unknown>
    expect(typeof file).toBe('object')
    expect(file.registry).toBe(registryOf.A)

    const answer = await graphqlAs(admin, '{ SurveillanceCases(limit: 100000) { docs { id } } }')
    expect(answer.data?.SurveillanceCases?.docs?.length).toBe(1000)
  })
})

describe('with the site setting "Members see other registries\' exact data" on', () => {
  const setSeeOthers = async (on: boolean) => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { membersSeeOtherRegistries: on },
      overrideAccess: true,
    })
    seesOthers = on
  }
  beforeAll(() => setSeeOthers(true))
  afterAll(() => setSeeOthers(false))

  it.each(Object.keys(registryData))(
    '%s: a member reads the other registry only where the setting opens exact numbers',
    async (slug) => {
      failures.length = 0
      for (const caller of callers) await tryDoors(slug, caller)
      expect(failures).toEqual([])
    },
  )

  it("reading B's accepted row, a member of A gets no part of B's submission", async () => {
    failures.length = 0
    for (const caller of callers.filter((c) => c.side === 'A')) {
      const row = await get(
        caller,
        `surveillance-cases/${docs['surveillance-cases']!.B}?depth=3`,
        true,
      )
      if (row.status !== 200) fail(`${caller.name}: B's row answered ${row.status}`)
      else if (row.body.submission !== docs['data-submissions']!.B)
        fail(`${caller.name}: B's submission came as ${JSON.stringify(row.body.submission)}`)
    }
    expect(failures).toEqual([])
  })
})
