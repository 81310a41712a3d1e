import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { tokensByRole, type Role } from '../helpers/accounts'
import { rest } from '../helpers/rest'
import { startSmtp } from '../helpers/smtp'
import { jobOutput, readJob, runDueJobs } from '../helpers/jobs'
import { claimJob } from '@/lib/jobs/claimJob'
import { queueAcceptanceMonitoring } from '@/lib/jobs/queueAcceptanceMonitoring'

const root = path.resolve(import.meta.dirname, '../..')
let payload: Payload
let tokens: Record<Role, string | undefined>
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  smtp = await startSmtp()
  vi.stubEnv('SMTP_URL', smtp.url)
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await smtp.stop()
})

const queued = (answer: unknown) => (answer as { id: number | string }).id
const toAddress = (n: string) => `jobs-${n}@relamc.example`
const countTo = (box: { to?: unknown }[], to: string) =>
  box.filter((mail) => JSON.stringify(mail.to).includes(to)).length

describe('emails are jobs', () => {
  it('waits out an SMTP outage: the failure is on the job, the message leaves once the server is back', async () => {
    const { port } = smtp
    await smtp.stop()
    const to = toAddress('outage')
    const id = queued(await payload.sendEmail({ to, subject: 'Durante a queda', html: '<p>1</p>' }))

    await payload.jobs.runByID({ id, silent: true })
    const failed = await readJob(payload, id)
    expect(failed.completedAt ?? null).toBeNull()
    expect(failed.hasError).toBe(false)
    expect(new Date(failed.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    expect(JSON.stringify(failed.log?.at(-1)?.error)).toContain('ECONNREFUSED')
    // The office sees it waiting for another attempt, with the error.
    const listed = await rest('GET', `payload-jobs/${id}?depth=0`, { token: tokens.admin })
    expect((await listed.json()).state).toBe('retrying')

    // Not due yet: the queue leaves it alone until its next attempt.
    await runDueJobs(payload)
    expect((await readJob(payload, id)).completedAt ?? null).toBeNull()

    smtp = await startSmtp({ port })
    await payload.jobs.runByID({ id, silent: true })
    await smtp.waitFor(to)
    expect(await jobOutput(payload, id)).toHaveProperty('messageId')
    // Run again (a retry asked twice): the task done before is not sent again.
    await payload.db.updateJobs({
      id,
      data: { completedAt: null, processing: false },
      req: {},
      returning: false,
    })
    await payload.jobs.runByID({ id, silent: true })
    expect(countTo(smtp.inbox, to)).toBe(1)
  })
})

describe('an email sent by a process that runs jobs', () => {
  afterAll(() => vi.stubEnv('RUN_JOBS', 'false'))

  it('leaves at once, once, whatever else runs the queue meanwhile', async () => {
    vi.stubEnv('RUN_JOBS', 'true')
    const to = toAddress('at-once')
    const id = queued(await payload.sendEmail({ to, subject: 'Já', html: '<p>3</p>' }))
    await Promise.all([runDueJobs(payload), payload.jobs.run({ allQueues: true, limit: 100 })])
    await smtp.waitFor(to)
    await until('its job to be done', async () => Boolean((await readJob(payload, id)).completedAt))
    expect(countTo(smtp.inbox, to)).toBe(1)
  })

  it('is taken by one runner only', async () => {
    vi.stubEnv('RUN_JOBS', 'false')
    const id = queued(
      await payload.sendEmail({ to: toAddress('claim'), subject: 'Um', html: '<p>4</p>' }),
    )
    const claims = await Promise.all([claimJob(payload, id), claimJob(payload, id)])
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect((await readJob(payload, id)).processing).toBe(true)
    await payload.db.updateJobs({ id, data: { processing: false }, req: {}, returning: false })
  })
})

describe('the jobs list in the admin panel', () => {
  let failedJob: number | string

  beforeAll(async () => {
    const to = toAddress('failed')
    failedJob = queued(await payload.sendEmail({ to, subject: 'Falhou', html: '<p>2</p>' }))
    // As a job that used up its attempts is left.
    await payload.db.updateJobs({
      id: failedJob,
      data: { hasError: true, error: { message: 'Greeting never received' }, totalTried: 11 },
      req: {},
      returning: false,
    })
  })

  it('is for admins only', async () => {
    expect([401, 403]).toContain((await rest('GET', 'payload-jobs')).status)
    expect((await rest('GET', 'payload-jobs', { token: tokens.user })).status).toBe(403)
    const list = await rest('GET', 'payload-jobs?depth=0&limit=100', { token: tokens.admin })
    expect(list.status).toBe(200)
    const docs = (await list.json()).docs as { id: number; state: string; error?: unknown }[]
    const failed = docs.find((doc) => doc.id === failedJob)
    expect(failed?.state).toBe('failed')
    expect(JSON.stringify(failed?.error)).toContain('Greeting never received')
    expect(docs.some((doc) => doc.state === 'done')).toBe(true)
  })

  it('lets an admin retry a failed job, and nobody else', async () => {
    const asMember = await rest('PATCH', `payload-jobs/${failedJob}`, {
      token: tokens.user,
      body: { retry: true },
    })
    expect(asMember.status).toBe(403)
    expect((await readJob(payload, failedJob)).hasError).toBe(true)
    expect(
      (await rest('DELETE', `payload-jobs/${failedJob}`, { token: tokens.admin })).status,
    ).toBe(403)

    const retried = await rest('PATCH', `payload-jobs/${failedJob}`, {
      token: tokens.admin,
      body: { retry: true },
    })
    expect(retried.status).toBe(200)
    expect((await readJob(payload, failedJob)).hasError).toBe(false)
    await runDueJobs(payload)
    await smtp.waitFor(toAddress('failed'))
    const done = await rest('GET', `payload-jobs/${failedJob}?depth=0`, { token: tokens.admin })
    expect((await done.json()).state).toBe('done')
  })
})

describe('semester reminders on the dates the office sets', () => {
  const setDates = (dates: Date[]) =>
    payload.updateGlobal({
      slug: 'site-settings',
      data: {
        semesterReminders: dates.map((date) => ({
          day: date.getUTCDate(),
          month: date.getUTCMonth() + 1,
        })),
      },
      overrideAccess: true,
    })
  const runReminders = async () => {
    const job = await payload.jobs.queue({ task: 'sendSemesterReminders', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })
    return jobOutput<{ due: boolean; emailed?: number }>(payload, job.id)
  }
  const remindersQueued = async (day: string) =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { concurrencyKey: { like: `reminders:${day}:` } },
        overrideAccess: true,
      })
    ).totalDocs

  afterAll(() => setDates([]))

  it('writes on those dates only, to each member once however often it runs', async () => {
    const today = new Date()
    const day = today.toISOString().slice(0, 10)
    await setDates([new Date(today.getTime() + 2 * 86_400_000)])
    expect(await runReminders()).toEqual({ due: false })
    expect(await remindersQueued(day)).toBe(0)

    await setDates([today])
    const first = await runReminders()
    expect(first.due).toBe(true)
    expect(first.emailed).toBeGreaterThan(0)
    expect(await remindersQueued(day)).toBe(first.emailed)
    // Run again the same day (a restart, a second worker's schedule): nothing more is queued.
    await runReminders()
    expect(await remindersQueued(day)).toBe(first.emailed)
  })
})

describe('the monitoring queued after an acceptance', () => {
  it('ends with nothing to do, not in retries, when the office deleted the submission since', async () => {
    const id = await queueAcceptanceMonitoring(payload, 987_654_321)
    try {
      await payload.jobs.runByID({ id, silent: true })
      const job = await readJob(payload, id)
      expect(job.hasError).toBe(false)
      expect(job.completedAt).toBeTruthy()
      expect(await jobOutput(payload, id)).toEqual({
        signals: 0,
        created: 0,
        updated: 0,
        retracted: 0,
      })
    } finally {
      await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true })
    }
  })
})

describe('the nightly deletion of expired records', () => {
  it('deletes the jobs finished more than 90 days ago, and keeps the others', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    const make = async (data: Record<string, unknown>) => {
      const job = await payload.jobs.queue({ task: 'sendSemesterReminders', input: {} })
      await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data })
      return job.id
    }
    const oldDone = await make({ completedAt: daysAgo(91), updatedAt: daysAgo(91) })
    const recentDone = await make({ completedAt: daysAgo(89), updatedAt: daysAgo(89) })
    const oldFailed = await make({ hasError: true, updatedAt: daysAgo(120) })
    const recentFailed = await make({ hasError: true, updatedAt: daysAgo(30) })
    // Waiting its turn since long ago (a queue stopped for months): still to be done.
    const oldQueued = await make({ updatedAt: daysAgo(200), waitUntil: daysAgo(-3650) })
    const mine = [oldDone, recentDone, oldFailed, recentFailed, oldQueued]
    try {
      const job = await payload.jobs.queue({ task: 'deleteExpiredRecords', input: {} })
      await payload.jobs.runByID({ id: job.id, silent: true })
      const output = await jobOutput<{ jobs: number }>(payload, job.id)
      expect(output.jobs).toBeGreaterThanOrEqual(2)
      const left = await payload.find({
        collection: 'payload-jobs',
        where: { id: { in: mine } },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(new Set(left.docs.map((doc) => doc.id))).toEqual(
        new Set([recentDone, recentFailed, oldQueued]),
      )
    } finally {
      await payload.delete({
        collection: 'payload-jobs',
        where: { id: { in: mine } },
        overrideAccess: true,
      })
    }
  })
})

/**
 * Starts `npm run jobs`'s script on this database, as one process (tsx as Node's loader, so the
 * signal reaches the worker itself); its output is kept for a failure's message.
 */
function startWorker(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/jobs.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return { child, output: () => output.slice(-4000) }
}

/** Polls the database until `done` holds, for up to `seconds`. */
async function until(what: string, done: () => Promise<boolean>, seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

const signalKeys = async () =>
  (
    await payload.find({
      collection: 'monitoring-signals',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs.map((doc) =>
    [doc.registry, doc.malformation, doc.kind, doc.period, doc.observed].join('|'),
  )

describe('a worker killed in the middle of its jobs', () => {
  it('runs them again after a restart, sending no email twice and storing no signal twice', async () => {
    // The signals a whole-network run stores on this data, run here once as a reference.
    const reference = await payload.jobs.queue({ task: 'runNetworkMonitoring', input: {} })
    await payload.jobs.runByID({ id: reference.id, silent: true })
    await jobOutput(payload, reference.id)
    const expected = await signalKeys()

    // A server that takes the first message and never answers the second.
    const { port } = smtp
    await smtp.stop()
    smtp = await startSmtp({ port, hold: (mail) => mail.subject === 'Segunda' })
    const first = toAddress('kill-first')
    const second = toAddress('kill-second')
    const sentFirst = queued(await payload.sendEmail({ to: first, subject: 'Primeira', html: '1' }))
    const heldJob = queued(await payload.sendEmail({ to: second, subject: 'Segunda', html: '2' }))
    const monitoring = await payload.jobs.queue({
      task: 'runNetworkMonitoring',
      input: {},
      queue: 'heavy',
    })

    const env = { JOBS_LEASE_SECONDS: '3', SMTP_URL: smtp.url }
    const worker = startWorker(env)
    try {
      // The worker takes a few seconds to start.
      // The first message sent and its job done (a job done before the kill stays done)...
      await until('the first email', async () =>
        Boolean((await readJob(payload, sentFirst)).completedAt),
      )
      await smtp.waitForHeld(1)
      await until('the monitoring to be running', async () =>
        Boolean((await readJob(payload, monitoring.id)).processing),
      )
    } catch (error) {
      worker.child.kill('SIGKILL')
      throw new Error(`${String(error)}\n${worker.output()}`)
    }
    const killed = new Promise((resolve) => worker.child.once('exit', resolve))
    worker.child.kill('SIGKILL')
    await killed

    // Left as running by the dead process; the message it was sending never got an answer.
    expect((await readJob(payload, heldJob)).processing).toBe(true)
    expect((await readJob(payload, monitoring.id)).completedAt ?? null).toBeNull()
    expect(countTo(smtp.inbox, second)).toBe(0)

    // What the first server accepted, and after the restart what the second one does.
    const acceptedBefore = [...smtp.inbox]
    await smtp.stop()
    smtp = await startSmtp({ port })
    const accepted = () => [...acceptedBefore, ...smtp.inbox]
    const restarted = startWorker(env)
    try {
      await until('the jobs to finish after the restart', async () => {
        const jobs = await Promise.all([heldJob, monitoring.id].map((id) => readJob(payload, id)))
        return jobs.every((job) => Boolean(job.completedAt))
      })
    } catch (error) {
      throw new Error(`${String(error)}\n${restarted.output()}`)
    } finally {
      const stopped = new Promise((resolve) => restarted.child.once('exit', resolve))
      restarted.child.kill('SIGKILL')
      await stopped
    }

    await smtp.waitFor(second)
    expect(countTo(accepted(), first)).toBe(1)
    expect(countTo(accepted(), second)).toBe(1)
    expect((await readJob(payload, sentFirst)).completedAt).toBeTruthy()
    expect(await signalKeys()).toEqual(expected)
  }, 300_000)
})
