import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { MonitoringSignal } from '@/payload-types'
import { registryMonitoringTests } from '@/lib/surveillance/data/runMonitoring'
import { signalFalseDiscoveryRate } from '@/lib/surveillance/data/signalFalseDiscoveryRate'
import { selectSignals } from '@/lib/surveillance/monitoring/monitoringSignals'
import { relationId } from '@/lib/relationId'
import { HEAVY_QUEUE } from '@/lib/jobs/queues'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { login, rest } from '../../helpers/rest'
import { jobOutput, runDueJobs } from '../../helpers/jobs'
import { tinyPdf } from '../../helpers/files'

type RunOutput = { created: number; updated: number; retracted: number; reinstated: number }

let payload: Payload
let tokens: Record<Role, string | undefined>
/** A member of PY-RENADECOPY only; the demo member (tokens.user) acts for AR-RENAC. */
let pyToken: string
let registryIds: Map<string, number>
let malformationNumbers: Map<number, number>

const keyOf = (registry: unknown, malformation: unknown, kind: string, period: string) =>
  `${String(registry)}|${String(malformation)}|${kind}|${period}`

const allSignals = async (): Promise<MonitoringSignal[]> =>
  (
    await payload.find({
      collection: 'monitoring-signals',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs

const signal = (id: number) =>
  payload.findByID({ collection: 'monitoring-signals', id, depth: 0, overrideAccess: true })

/** Stores a signal as a run would have (the follow-up tests act on it). */
async function storeSignal(code: string, kind: MonitoringSignal['kind'], period: string) {
  return payload.create({
    collection: 'monitoring-signals',
    data: {
      registry: registryIds.get(code)!,
      malformation: [...malformationNumbers.keys()][0]!,
      kind,
      period,
      observed: 12,
      expected: 4.5,
      pValue: 0.0001,
      qValue: 0.001,
      status: 'new',
      detectedAt: new Date().toISOString(),
    },
    overrideAccess: true,
    context: { monitoringRun: true },
  })
}

/**
 * The network-wide adjustment computed here from every registry's tests: what the stored,
 * unretracted signals must be after a run.
 */
async function currentAdjustment(): Promise<Set<string>> {
  const tests = []
  for (const [code, id] of registryIds)
    for (const test of await registryMonitoringTests(payload, { networkCode: code }))
      tests.push({ ...test, registry: id })
  const idByNumber = new Map([...malformationNumbers].map(([id, number]) => [number, id]))
  return new Set(
    selectSignals(tests, await signalFalseDiscoveryRate(payload)).map((test) =>
      keyOf(test.registry, idByNumber.get(test.malformation), test.kind, test.period),
    ),
  )
}

const inForce = async () =>
  new Set(
    (await allSignals())
      .filter((doc) => !doc.retractedAt)
      .map((doc) => keyOf(doc.registry, doc.malformation, doc.kind, doc.period)),
  )

async function runNetwork(): Promise<RunOutput> {
  const run = await rest('POST', 'surveillance/monitoring/run', { token: tokens.admin })
  expect(run.status).toBe(202)
  const { job } = await run.json()
  await runDueJobs(payload)
  return jobOutput<RunOutput>(payload, job)
}

const outbox = () => {
  const dir = process.env.OUTBOX_DIR as string
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const registries = await payload.find({
    collection: 'member-registries',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  registryIds = new Map(registries.docs.map((doc) => [doc.networkCode, doc.id]))
  const malformations = await payload.find({
    collection: 'malformations',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  malformationNumbers = new Map(malformations.docs.map((doc) => [doc.id, doc.number]))
  const py = { email: 'sinais-py@relamc.example', password: 'sinais-py-senha-1' }
  await payload.create({
    collection: 'users',
    data: {
      ...py,
      name: 'Membro PY (sinais)',
      country: 'PY',
      roles: ['user'],
      language: 'es',
      registries: [registryIds.get('PY-RENADECOPY')!],
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  pyToken = await login(py.email, py.password)
})

/** A network-wide run takes a minute or more on a busy machine. */
const RUN_TIMEOUT = 600_000

describe('the stored signals are the current network-wide adjustment', () => {
  let adjustment: Set<string>

  it(
    'retracts what the run no longer lists (kept, with why), reinstates and creates what it lists, and tells the registry',
    async () => {
      // A period the run never tests, followed up by the office before.
      const stale = await storeSignal('AR-RENAC', 'alarm', '2001-S1')
      await payload.update({
        collection: 'monitoring-signals',
        id: stale.id,
        data: { status: 'under-investigation', notes: 'Conferir 2001.' },
        overrideAccess: true,
      })
      // A test the run does make, whose p-value is far from any threshold.
      const tests = await registryMonitoringTests(payload, { networkCode: 'AR-RENAC' })
      const dull = tests.find((test) => (test.figures.pValue ?? 0) > 0.6)!
      expect(dull).toBeDefined()
      const idByNumber = new Map([...malformationNumbers].map(([id, number]) => [number, id]))
      const weak = await payload.create({
        collection: 'monitoring-signals',
        data: {
          registry: registryIds.get('AR-RENAC')!,
          malformation: idByNumber.get(dull.malformation)!,
          kind: dull.kind,
          period: dull.period,
          ...dull.figures,
          status: 'new',
          detectedAt: new Date().toISOString(),
        },
        overrideAccess: true,
      })
      // A signal the demonstration's run listed: marked retracted, the run reinstates it; then
      // gone from the table, the next run lists it as new, and tells its registry.
      const listed = (await allSignals()).filter(
        (doc) => !doc.retractedAt && doc.id !== stale.id && doc.id !== weak.id,
      )
      expect(listed.length).toBeGreaterThanOrEqual(1)
      const back = listed[0]!
      await payload.update({
        collection: 'monitoring-signals',
        id: back.id,
        data: { retractedAt: new Date().toISOString(), retractionReason: 'not-tested' },
        overrideAccess: true,
        context: { monitoringRun: true },
      })
      const first = await runNetwork()
      expect(first.retracted).toBeGreaterThanOrEqual(2)
      expect(first.reinstated).toBeGreaterThanOrEqual(1)

      const retracted = await signal(stale.id)
      expect(retracted).toMatchObject({
        retractionReason: 'not-tested',
        status: 'under-investigation',
        notes: 'Conferir 2001.',
      })
      expect(retracted.retractedAt).toBeTruthy()
      const insignificant = await signal(weak.id)
      expect(insignificant.retractionReason).toBe('not-significant')
      expect(insignificant.retractedAt).toBeTruthy()
      const reinstated = await signal(back.id)
      expect(reinstated.retractedAt ?? null).toBeNull()
      expect(reinstated.retractionReason ?? null).toBeNull()

      const gone = back
      await payload.delete({ collection: 'monitoring-signals', id: gone.id, overrideAccess: true })
      const registry = relationId(gone.registry) as number
      const code = [...registryIds].find(([, id]) => id === registry)![0]
      const member = (email: string, language: 'es' | 'en', disabled = false) =>
        payload.create({
          collection: 'users',
          data: {
            email,
            password: 'uma-senha-longa-1',
            name: email,
            country: 'BR',
            roles: ['user'],
            language,
            disabled,
            registries: [registry],
          },
          overrideAccess: true,
        })
      await member('sinal-es@relamc.example', 'es')
      await member('sinal-en@relamc.example', 'en')
      await member('sinal-off@relamc.example', 'en', true)
      // Mail other files left in the queue first.
      await runDueJobs(payload)
      const before = new Set(outbox())

      const output = await runNetwork()
      expect(output.created).toBeGreaterThanOrEqual(1)

      // What is in force is exactly the one adjustment over every registry: no union of runs.
      adjustment = await currentAdjustment()
      expect([...(await inForce())].sort()).toEqual([...adjustment].sort())

      // The registry of the new signal is told: each active member, in their language.
      await runDueJobs(payload)
      const mails = outbox().filter((name) => !before.has(name) && name.includes('sinal-'))
      expect(mails.some((name) => name.includes('sinal-off'))).toBe(false)
      const read = async (who: string) => {
        const file = mails.find((name) => name.includes(who))
        expect(file).toBeDefined()
        return simpleParser(fs.readFileSync(path.join(process.env.OUTBOX_DIR as string, file!)))
      }
      const es = await read('sinal-es')
      expect(es.subject).toMatch(new RegExp(`^${code}: .*señal`))
      expect(es.html).toContain('/es/envio-de-dados/sinais-do-monitoramento')
      expect(es.html).toContain(gone.period)
      const en = await read('sinal-en')
      expect(en.subject).toMatch(new RegExp(`^${code}: .*monitoring signal`))
    },
    RUN_TIMEOUT,
  )

  it(
    'is still that adjustment after an acceptance’s run, which tells nobody again',
    async () => {
      const count = outbox().length
      const accepted = await payload.find({
        collection: 'data-submissions',
        where: { status: { equals: 'accepted' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const job = await payload.jobs.queue({
        task: 'monitorAcceptedSubmission',
        input: { submission: accepted.docs[0]!.id },
        queue: HEAVY_QUEUE,
      })
      await runDueJobs(payload)
      const output = await jobOutput<RunOutput>(payload, job.id)
      expect(output).toMatchObject({ created: 0, retracted: 0 })
      expect([...(await inForce())].sort()).toEqual([...adjustment].sort())
      await runDueJobs(payload)
      expect(outbox().length).toBe(count)
    },
    RUN_TIMEOUT,
  )
})

describe('a signal’s follow-up, per role', () => {
  let ar: MonitoringSignal

  beforeAll(async () => {
    ar = await storeSignal('AR-RENAC', 'trend', '2002/2011')
  })

  it('is read by the office and the registry’s members only', async () => {
    expect([401, 403]).toContain((await rest('GET', `monitoring-signals/${ar.id}`)).status)
    expect([403, 404]).toContain(
      (await rest('GET', `monitoring-signals/${ar.id}`, { token: pyToken })).status,
    )
    const own = await rest('GET', `monitoring-signals/${ar.id}`, { token: tokens.user })
    expect(own.status).toBe(200)
    expect((await rest('GET', `monitoring-signals/${ar.id}`, { token: tokens.admin })).status).toBe(
      200,
    )
  })

  it('lets the registry’s members write their notes, dated, and nothing else', async () => {
    const res = await rest('PATCH', `monitoring-signals/${ar.id}`, {
      token: tokens.user,
      body: { registryNotes: 'Revisamos os prontuários: dois casos duplicados.' },
    })
    expect(res.status).toBe(200)
    const noted = await signal(ar.id)
    expect(noted.registryNotes).toBe('Revisamos os prontuários: dois casos duplicados.')
    expect(noted.registryNotesAt).toBeTruthy()

    const status = await rest('PATCH', `monitoring-signals/${ar.id}`, {
      token: tokens.user,
      body: { status: 'closed', registryNotes: 'outra' },
      headers: { 'Accept-Language': 'es' },
    })
    expect(status.status).toBe(403)
    expect(JSON.stringify(await status.json())).toContain(
      'Los miembros del registro escriben solo las notas del registro',
    )
    expect(await signal(ar.id)).toMatchObject({
      status: 'new',
      registryNotes: 'Revisamos os prontuários: dois casos duplicados.',
    })

    const other = await rest('PATCH', `monitoring-signals/${ar.id}`, {
      token: pyToken,
      body: { registryNotes: 'not ours' },
    })
    expect([403, 404]).toContain(other.status)
    expect((await signal(ar.id)).registryNotes).toBe(
      'Revisamos os prontuários: dois casos duplicados.',
    )
    expect(
      (await rest('PATCH', `monitoring-signals/${ar.id}`, { body: { registryNotes: 'x' } })).status,
    ).toBeGreaterThanOrEqual(401)
  })

  it('dates the office’s review and conclusion, and audits each change', async () => {
    const review = await rest('PATCH', `monitoring-signals/${ar.id}`, {
      token: tokens.admin,
      body: { status: 'under-investigation', notes: 'Pedimos os prontuários.' },
    })
    expect(review.status).toBe(200)
    const reviewed = await signal(ar.id)
    expect(reviewed.reviewStartedAt).toBeTruthy()
    expect(reviewed.concludedAt ?? null).toBeNull()
    expect(reviewed.officeNotesAt).toBeTruthy()

    const concluded = await rest('PATCH', `monitoring-signals/${ar.id}`, {
      token: tokens.admin,
      body: { status: 'data-error' },
    })
    expect(concluded.status).toBe(200)
    const done = await signal(ar.id)
    expect(done.concludedAt).toBeTruthy()
    expect(done.reviewStartedAt).toBe(reviewed.reviewStartedAt)

    const events = await payload.find({
      collection: 'audit-events',
      where: {
        and: [
          { action: { equals: 'signalFollowedUp' } },
          { documentCollection: { equals: 'monitoring-signals' } },
          { documentId: { equals: String(ar.id) } },
        ],
      },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    // The member's notes, the office's review, the conclusion.
    expect(events.docs.length).toBe(3)
    expect(events.docs.map((event) => event.detail).join(' ')).toContain(
      'new → under-investigation',
    )
  })

  it('takes attachments from the office and the registry only, read by them only', async () => {
    const form = (signalId: number) => {
      const body = new FormData()
      body.set(
        'file',
        new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }),
        'revisao.pdf',
      )
      body.set('_payload', JSON.stringify({ signal: signalId, description: 'Revisão' }))
      return body
    }
    const added = await rest('POST', 'signal-attachments', {
      token: tokens.user,
      form: form(ar.id),
    })
    expect(added.status).toBe(201)
    const { doc } = await added.json()
    expect(relationId(doc.registry)).toBe(registryIds.get('AR-RENAC'))

    const foreign = await rest('POST', 'signal-attachments', { token: pyToken, form: form(ar.id) })
    expect(foreign.status).toBe(403)
    expect([401, 403]).toContain(
      (await rest('POST', 'signal-attachments', { form: form(ar.id) })).status,
    )

    expect([403, 404]).toContain(
      (await rest('GET', `signal-attachments/${doc.id}`, { token: pyToken })).status,
    )
    expect([401, 403]).toContain((await rest('GET', `signal-attachments/${doc.id}`)).status)
    expect(
      (await rest('GET', `signal-attachments/${doc.id}`, { token: tokens.admin })).status,
    ).toBe(200)
    const audited = await payload.count({
      collection: 'audit-events',
      where: { action: { equals: 'signalAttachmentAdded' } },
      overrideAccess: true,
    })
    expect(audited.totalDocs).toBe(1)
  })

  it('goes, attachments and their files with it, when the office deletes it', async () => {
    const signal = await storeSignal('AR-RENAC', 'alarm', '2003-S2')
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'a.pdf')
    form.set('_payload', JSON.stringify({ signal: signal.id }))
    const added = await rest('POST', 'signal-attachments', { token: tokens.admin, form })
    expect(added.status).toBe(201)
    const { doc } = await added.json()
    const file = path.join(process.env.DATA_DIR as string, 'signal-attachments', doc.filename)
    expect(fs.existsSync(file)).toBe(true)

    const removed = await rest('DELETE', `monitoring-signals/${signal.id}`, { token: tokens.admin })
    expect(removed.status).toBe(200)
    const left = await payload.count({
      collection: 'signal-attachments',
      where: { signal: { equals: signal.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect(fs.existsSync(file)).toBe(false)
  })
})
