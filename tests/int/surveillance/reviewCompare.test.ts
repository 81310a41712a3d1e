import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { countWaitingForReview } from '@/lib/surveillance/data/waitingForReview'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { runDueJobs } from '../../helpers/jobs'

let payload: Payload
let tokens: Record<Role, string | undefined>

// A semester the demo content has accepted for the demo member's registry.
const period = { registry: 'AR-RENAC', year: 2018, semester: 2 }
const months = [7, 8, 9, 10, 11, 12]

/** The accepted semester as stored in the accepted tables, in the submission API's shape. */
async function acceptedSemester() {
  const where: Where = {
    and: [
      { 'registry.networkCode': { equals: period.registry } },
      { month: { in: months.map((month) => `${period.year}-${String(month).padStart(2, '0')}`) } },
    ],
  }
  const monthOf = (key: string) => Number(key.slice(5))
  const births = await payload.find({
    collection: 'surveillance-births',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const cases = await payload.find({
    collection: 'surveillance-cases',
    where,
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    ...period,
    // In month order, as the API takes them: acceptance writes new rows in any order.
    births: births.docs
      .map((row) => ({
        month: monthOf(row.month),
        liveBirths: row.liveBirths ?? null,
        stillbirths: row.stillbirths ?? null,
      }))
      .sort((a, b) => a.month - b.month),
    cases: cases.docs
      .map((row) => ({
        malformation: (row.malformation as { number: number }).number,
        month: monthOf(row.month),
        cases: row.cases ?? null,
      }))
      .sort((a, b) => a.malformation - b.malformation || a.month - b.month),
  }
}

/** The office's email about the resubmission below, once the queue has sent it. */
let submittedMail: string | undefined

const officeMails = () => {
  const dir = process.env.OUTBOX_DIR as string
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.includes('secretaria@relamc.example'))
    : []
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** The two cells the resubmission below changes, with their accepted values. */
let takeBack:
  | {
      liveBirths: { month: number; value: number | null }
      cases: { malformation: number; month: number; value: number | null }
    }
  | undefined

// Later files read this semester as the demo accepted it (the alarm test's 2018 base period):
// put the two changed cells back once the resubmission has been accepted.
afterAll(async () => {
  if (!takeBack) return
  const month = (m: number) => `${period.year}-${String(m).padStart(2, '0')}`
  const registry = { 'registry.networkCode': { equals: period.registry } }
  await payload.update({
    collection: 'surveillance-births',
    where: { and: [registry, { month: { equals: month(takeBack.liveBirths.month) } }] },
    data: { liveBirths: takeBack.liveBirths.value },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'surveillance-cases',
    where: {
      and: [
        registry,
        { month: { equals: month(takeBack.cases.month) } },
        { 'malformation.number': { equals: takeBack.cases.malformation } },
      ],
    },
    data: { cases: takeBack.cases.value },
    overrideAccess: true,
  })
  expect(await acceptedSemester()).toEqual(acceptedBefore)
})
let acceptedBefore: Awaited<ReturnType<typeof acceptedSemester>> | undefined

describe('a resubmission under review', () => {
  it('is counted for the office, emailed to it, and compared cell by cell with the accepted version', async () => {
    const accepted = await acceptedSemester()
    expect(accepted.births.length).toBe(6)
    const next = structuredClone(accepted)
    // Two cells change: August's live births, and one case count becomes "not available".
    next.births[1]!.liveBirths = (accepted.births[1]!.liveBirths ?? 0) + 7
    const changedCase = next.cases.find((row) => row.cases !== null)!
    const originalCase = accepted.cases.find(
      (row) => row.malformation === changedCase.malformation && row.month === changedCase.month,
    )!
    changedCase.cases = null
    acceptedBefore = accepted
    takeBack = {
      liveBirths: { month: accepted.births[1]!.month, value: accepted.births[1]!.liveBirths },
      cases: {
        malformation: changedCase.malformation,
        month: changedCase.month,
        value: originalCase.cases,
      },
    }

    const waitingBefore = await countWaitingForReview(payload)
    // Emails leave through the jobs queue: send what earlier files queued before counting.
    await runDueJobs(payload)
    const mailsBefore = officeMails()
    const res = await rest('POST', 'surveillance/submissions', {
      body: { ...next, status: 'submitted' },
      token: tokens.user,
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    expect(await countWaitingForReview(payload)).toBe(waitingBefore + 1)
    await runDueJobs(payload)
    const added = officeMails().filter((name) => !mailsBefore.includes(name))
    expect(added).toHaveLength(1)
    submittedMail = added[0]

    const { open } = await loadStatusGrid(payload, 'pt', String(id))
    expect(open?.resubmission).toBe(true)
    expect(open?.accepted?.births).toHaveLength(6)
    expect(new Set(open?.changed)).toEqual(
      new Set([
        `liveBirths:${next.births[1]!.month}`,
        `cases:${changedCase.malformation}:${changedCase.month}`,
      ]),
    )

    const decided = await rest('POST', `surveillance/submissions/${id}/accept`, {
      body: {},
      token: tokens.admin,
    })
    expect(decided.status).toBe(200)
    expect(await countWaitingForReview(payload)).toBe(waitingBefore)
    // Once accepted there is nothing left to compare with.
    expect((await loadStatusGrid(payload, 'pt', String(id))).open?.accepted).toBeNull()
  })

  it('emails the office in its language with a link to the review', async () => {
    const dir = process.env.OUTBOX_DIR as string
    expect(submittedMail).toBeDefined()
    const mail = await simpleParser(fs.readFileSync(path.join(dir, submittedMail!)))
    // The office's language is Portuguese in the demo settings; "do" contracts "de o".
    expect(mail.subject).toMatch(/^.+ enviou os dados do 2º semestre de 2018$/)
    expect(String(mail.html)).toContain('nova versão')
    expect(String(mail.html)).toMatch(/\/admin\/submission-status\?open=\d+#submission/)
  })
})
