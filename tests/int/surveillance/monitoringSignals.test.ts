import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, Where } from 'payload'
import type { MonitoringSignal } from '@/payload-types'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { login, rest } from '../../helpers/rest'
import { jobOutput, readJob, runDueJobs } from '../../helpers/jobs'

type RunOutput = { signals: number; created: number; updated: number; retracted: number }

let payload: Payload
let tokens: Record<Role, string | undefined>
/** A member of PY-RENADECOPY only; the demo member acts for AR-RENAC. */
let pyToken: string
const PY_MEMBER = { email: 'membro-py@relamc.example', password: 'membro-py-senha-1' }

/** A registry no other test sends 2026 data for, and its most common anomaly (heart defects). */
const REGISTRY = 'PY-RENADECOPY'
const ANOMALY = 4
const BIRTHS = { liveBirths: 2000, stillbirths: 20 }
const MONTHS = [1, 2, 3, 4, 5, 6]
/** The planted excess: four times the registry's own rate of the five years before. */
const FACTOR = 4

const idOf = async (collection: 'member-registries' | 'malformations', where: Where) =>
  (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id

/** Births (live + stillbirths) and cases summed straight from the accepted tables. */
async function accepted(from: string, to: string) {
  const registry = await idOf('member-registries', { networkCode: { equals: REGISTRY } })
  const malformation = await idOf('malformations', { number: { equals: ANOMALY } })
  const months = { greater_than_equal: from, less_than_equal: to }
  const births = await payload.find({
    collection: 'surveillance-births',
    where: { registry: { equals: registry }, month: months },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const cases = await payload.find({
    collection: 'surveillance-cases',
    where: {
      registry: { equals: registry },
      malformation: { equals: malformation },
      month: months,
    },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    births: births.docs.reduce((sum, doc) => sum + doc.liveBirths! + (doc.stillbirths ?? 0), 0),
    cases: cases.docs.reduce((sum, doc) => sum + (doc.cases ?? 0), 0),
  }
}

async function signalsOf(code: string): Promise<MonitoringSignal[]> {
  const registry = await idOf('member-registries', { networkCode: { equals: code } })
  return (
    await payload.find({
      collection: 'monitoring-signals',
      where: { registry: { equals: registry } },
      depth: 1,
      limit: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs
}

const anomalyOf = (signal: MonitoringSignal) =>
  typeof signal.malformation === 'object' ? signal.malformation.number : null

let planted: number[]
/** 2021–2025, the alarm test's base period for a 2026 semester. */
let base: { births: number; cases: number }

async function sendAndAccept() {
  const sent = await rest('POST', 'surveillance/submissions', {
    token: pyToken,
    body: {
      registry: REGISTRY,
      year: 2026,
      semester: 1,
      births: MONTHS.map((month) => ({ month, ...BIRTHS })),
      cases: MONTHS.map((month, index) => ({
        malformation: ANOMALY,
        month,
        cases: planted[index],
      })),
    },
  })
  expect(sent.status).toBe(201)
  const { id } = await sent.json()
  const res = await rest('POST', `surveillance/submissions/${id}/accept`, {
    body: {},
    token: tokens.admin,
  })
  expect(res.status).toBe(200)
  return res.json()
}

/** Runs the queue; the output of the monitoring job an answer named. */
async function monitoringOf(answer: { monitoring: { status: string; job: number } }) {
  expect(answer.monitoring.status).toBe('queued')
  await runDueJobs(payload)
  return jobOutput<RunOutput>(payload, answer.monitoring.job)
}

async function runNetwork() {
  const run = await rest('POST', 'surveillance/monitoring/run', { token: tokens.admin })
  expect(run.status).toBe(202)
  const { status, job } = await run.json()
  expect(status).toBe('queued')
  await runDueJobs(payload)
  return jobOutput<{ registries: string[]; failed: string[] }>(payload, job)
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  await payload.create({
    collection: 'users',
    data: {
      ...PY_MEMBER,
      name: 'Membro PY',
      country: 'PY',
      roles: ['user'],
      registries: [await idOf('member-registries', { networkCode: { equals: REGISTRY } })],
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  pyToken = await login(PY_MEMBER.email, PY_MEMBER.password)
  base = await accepted('2021-01', '2025-12')
  const monthBirths = BIRTHS.liveBirths + BIRTHS.stillbirths
  planted = MONTHS.map(() => Math.round((FACTOR * monthBirths * base.cases) / base.births))
})

// Each acceptance runs the network-wide monitoring (one adjustment over every registry): minutes
// on a busy machine.
describe('monitoring after an acceptance', { timeout: 600_000 }, () => {
  it('records the planted excess as an alarm and a cluster', async () => {
    const answer = await sendAndAccept()
    expect(answer.status).toBe('accepted')
    // The acceptance answered before the monitoring ran: nothing is stored for the anomaly yet.
    expect((await signalsOf(REGISTRY)).filter((signal) => anomalyOf(signal) === ANOMALY)).toEqual(
      [],
    )
    expect((await monitoringOf(answer)).created).toBeGreaterThanOrEqual(2)

    const signals = (await signalsOf(REGISTRY)).filter((signal) => anomalyOf(signal) === ANOMALY)
    const observed = planted.reduce((sum, cases) => sum + cases, 0)
    const births = MONTHS.length * (BIRTHS.liveBirths + BIRTHS.stillbirths)
    const expected = (births * base.cases) / base.births

    const alarm = signals.find((signal) => signal.kind === 'alarm')
    expect(alarm).toMatchObject({ period: '2026-S1', status: 'new', births, observed })
    expect(alarm!.expected).toBeCloseTo(expected, 6)
    expect(alarm!.relativeRisk).toBeCloseTo(observed / expected, 6)
    // An excess: the expected count lies below the observed count's 95% interval.
    expect(alarm!.lower!).toBeGreaterThan(expected)
    expect(alarm!.lower!).toBeLessThan(observed)
    expect(alarm!.upper!).toBeGreaterThan(observed)

    // The epidemic zone's test is adjusted over every registry's tests too (one network-wide
    // adjustment): at this excess it need not pass, so it is not asked for here.

    const cluster = signals.find((signal) => signal.kind === 'scan-cluster')
    expect(cluster?.period).toMatch(/^2026-0[1-6]\/2026-0[1-6]$/)
    const [first, last] = cluster!.period.split('/').map((month) => Number(month.slice(5)))
    expect(cluster!.observed).toBe(planted.slice(first! - 1, last).reduce((a, b) => a + b, 0))
    expect(cluster!.pValue!).toBeLessThan(0.05)
    expect(cluster!.relativeRisk!).toBeGreaterThan(2)
  })

  it('updates the stored signals on a second run instead of adding them again', async () => {
    const before = await signalsOf(REGISTRY)
    const alarm = before.find((signal) => signal.kind === 'alarm' && anomalyOf(signal) === ANOMALY)!
    const followed = await rest('PATCH', `monitoring-signals/${alarm.id}`, {
      body: { status: 'under-investigation', notes: 'Conferir os prontuários de março.' },
      token: tokens.admin,
    })
    expect(followed.status).toBe(200)

    const summary = await runNetwork()
    expect(summary.registries).toContain(REGISTRY)
    expect(summary.failed).toEqual([])
    // The same semester accepted again: the acceptance's run finds the same signals.
    expect(await monitoringOf(await sendAndAccept())).toMatchObject({ created: 0 })

    const after = await signalsOf(REGISTRY)
    expect(after.map((signal) => signal.id)).toEqual(before.map((signal) => signal.id))
    const again = after.find((signal) => signal.id === alarm.id)!
    expect(again).toMatchObject({
      status: 'under-investigation',
      notes: 'Conferir os prontuários de março.',
      detectedAt: alarm.detectedAt,
      observed: alarm.observed,
    })

    const all = await payload.find({
      collection: 'monitoring-signals',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const keys = all.docs.map((doc) =>
      [doc.registry, doc.malformation, doc.kind, doc.period].join('|'),
    )
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the acceptance when the monitoring job fails, shows its error, and a later run catches up', async () => {
    const find = payload.find.bind(payload)
    const broken = vi
      .spyOn(payload, 'find')
      .mockImplementation(((args) =>
        args.collection === 'monitoring-signals'
          ? Promise.reject(new Error('signals table unavailable'))
          : find(args)) as typeof payload.find)
    const before = planted.reduce((sum, cases) => sum + cases, 0)
    planted = planted.map((cases, index) => (index === 0 ? cases + 1 : cases))
    let job: number
    try {
      const answer = await sendAndAccept()
      expect(answer).toMatchObject({ status: 'accepted', monitoring: { status: 'queued' } })
      job = answer.monitoring.job
      await runDueJobs(payload)
    } finally {
      broken.mockRestore()
    }
    // Failed, to be tried again later (not at once): the error is on the job's log.
    const failed = await readJob(payload, job)
    expect(failed.completedAt ?? null).toBeNull()
    expect(new Date(failed.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    expect(JSON.stringify(failed.log?.at(-1))).toContain('signals table unavailable')
    expect((await accepted('2026-01', '2026-06')).cases).toBe(before + 1)
    const alarmOf = async () =>
      (await signalsOf(REGISTRY)).find(
        (signal) => signal.kind === 'alarm' && anomalyOf(signal) === ANOMALY,
      )!
    expect((await alarmOf()).observed).toBe(before)

    expect((await runNetwork()).failed).toEqual([])
    expect((await alarmOf()).observed).toBe(before + 1)
  })

  it('asks why an explained signal was explained', async () => {
    const alarm = (await signalsOf(REGISTRY)).find((signal) => signal.kind === 'alarm')!
    const bare = await rest('PATCH', `monitoring-signals/${alarm.id}`, {
      body: { status: 'explained' },
      token: tokens.admin,
    })
    expect(bare.status).toBe(400)
    const explained = await rest('PATCH', `monitoring-signals/${alarm.id}`, {
      body: { status: 'explained', explanation: 'screening-change' },
      token: tokens.admin,
    })
    expect(explained.status).toBe(200)
    expect((await explained.json()).doc).toMatchObject({
      status: 'explained',
      explanation: 'screening-change',
    })
  })
})

describe('who sees and changes signals', () => {
  it('runs the monitoring for admins only', async () => {
    expect((await rest('POST', 'surveillance/monitoring/run')).status).toBe(401)
    const member = await rest('POST', 'surveillance/monitoring/run', { token: tokens.user })
    expect(member.status).toBe(403)
    expect((await member.json()).errors[0].code).toBe('forbidden')
  })

  it('lets admins read every signal, members only their registries', async () => {
    const signal = (await signalsOf(REGISTRY))[0]!
    const registry = await idOf('member-registries', { networkCode: { equals: REGISTRY } })

    expect([401, 403]).toContain((await rest('GET', 'monitoring-signals')).status)
    expect([401, 403]).toContain((await rest('GET', `monitoring-signals/${signal.id}`)).status)
    expect(
      (await rest('GET', `monitoring-signals/${signal.id}`, { token: tokens.admin })).status,
    ).toBe(200)

    // The demo member acts for AR-RENAC: PY-RENADECOPY's signals are not theirs.
    expect([403, 404]).toContain(
      (await rest('GET', `monitoring-signals/${signal.id}`, { token: tokens.user })).status,
    )
    const other = await rest('GET', 'monitoring-signals?limit=0&depth=0', { token: tokens.user })
    const otherDocs = (await other.json()).docs as { registry: number }[]
    expect(otherDocs.some((doc) => doc.registry === registry)).toBe(false)

    const own = await rest('GET', 'monitoring-signals?limit=0&depth=0', { token: pyToken })
    const ownDocs = (await own.json()).docs as { registry: number }[]
    expect(ownDocs.length).toBeGreaterThan(0)
    expect(ownDocs.every((doc) => doc.registry === registry)).toBe(true)
  })

  it('lets no member change or delete a signal, even of their own registry', async () => {
    const signal = (await signalsOf(REGISTRY))[0]!
    const patch = await rest('PATCH', `monitoring-signals/${signal.id}`, {
      body: { status: 'confirmed' },
      token: pyToken,
    })
    expect(patch.status).toBe(403)
    expect(
      (await rest('DELETE', `monitoring-signals/${signal.id}`, { token: pyToken })).status,
    ).toBe(403)
    const stored = await payload.findByID({
      collection: 'monitoring-signals',
      id: signal.id,
      overrideAccess: true,
    })
    expect(stored.status).toBe(signal.status)
  })
})
