import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARSING_AT_ONCE, WAITING_AT_MOST } from '@/lib/surveillance/input/table/parseSlots'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

/** First semesters of the demo member's registry before the demo data (2014–2025): all free. */
const slot = (index: number) => ({ year: 1960 + index, semester: 1 })

const months = [1, 2, 3, 4, 5, 6]

/** A semester's counts as JSON; `mark` is the live births of January, to find it again. */
const semesterJson = (index: number, mark: number) => ({
  registry: 'AR-RENAC',
  ...slot(index),
  births: months.map((month) => ({
    month,
    liveBirths: month === 1 ? mark : 20000 + month,
    stillbirths: 150,
  })),
  cases: months.flatMap((month) => [
    { malformation: 1, month, cases: 5 },
    { malformation: 9, month, cases: 10 + month },
  ]),
})

/** The same as the CSV template, as a multipart upload. */
const semesterCsv = (index: number, mark: number): FormData => {
  const { year, semester } = slot(index)
  const csv = [
    'registry_code,year,semester,item,description,month_1,month_2,month_3,month_4,month_5,month_6',
    `AR-RENAC,${year},${semester},live_births,,${mark},20002,20003,20004,20005,20006`,
    ',,,stillbirths,,150,150,150,150,150,150',
    ',,,1,,5,5,5,5,5,5',
    ',,,9,,11,12,13,14,15,16',
  ].join('\n')
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), `semester-${index}.csv`)
  return form
}

const JSON_SAVES = 16
/** As many files as are parsed or wait for a parse slot at once: more are turned away by design. */
const UPLOADS = PARSING_AT_ONCE + WAITING_AT_MOST
const EDITS = 16
const ACCEPTANCES = 6
/** Slots 0–5 are submitted beforehand and accepted in the burst; the saves use the ones after. */
const firstSaveSlot = ACCEPTANCES

const announcements: number[] = []
const toAccept: number[] = []
let startedAt: string

beforeAll(async () => {
  startedAt = new Date().toISOString()
  payload = await testPayload()
  tokens = await tokensByRole()
  for (let index = 0; index < EDITS; index++) {
    const doc = await payload.create({
      collection: 'announcements',
      data: { title: `Announcement ${index}`, date: '2026-01-01T00:00:00.000Z' },
      overrideAccess: true,
    })
    announcements.push(doc.id as number)
  }
  for (let index = 0; index < ACCEPTANCES; index++) {
    const res = await rest('POST', 'surveillance/submissions', {
      body: semesterJson(index, 30000 + index),
      token: tokens.user,
    })
    const stored = await res.json()
    expect([res.status, stored.errors]).toEqual([201, undefined])
    toAccept.push(stored.id)
  }
})

// The database is shared with the files that run after this one, which read every accepted year:
// take back the semesters, accepted rows, signals and announcements written here.
afterAll(async () => {
  const acceptedMonths = toAccept.flatMap((_, index) =>
    months.map((month) => `${slot(index).year}-${String(month).padStart(2, '0')}`),
  )
  for (const collection of ['surveillance-births', 'surveillance-cases'] as const)
    await payload.delete({
      collection,
      where: { month: { in: acceptedMonths } },
      overrideAccess: true,
    })
  await payload.delete({
    collection: 'data-submissions',
    where: { year: { less_than: 2000 } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'monitoring-signals',
    where: { createdAt: { greater_than_equal: startedAt } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'announcements',
    where: { id: { in: announcements } },
    overrideAccess: true,
  })
})

describe('writes that arrive together', () => {
  it('all queue and commit: JSON saves, CSV uploads, admin edits and acceptances', async () => {
    const requests: { kind: string; expected: number; send: () => Promise<Response> }[] = []
    for (let index = 0; index < JSON_SAVES; index++)
      requests.push({
        kind: `save ${index}`,
        expected: 201,
        send: () =>
          rest('POST', 'surveillance/submissions', {
            body: semesterJson(firstSaveSlot + index, 40000 + index),
            token: tokens.user,
          }),
      })
    for (let index = 0; index < UPLOADS; index++)
      requests.push({
        kind: `upload ${index}`,
        expected: 201,
        send: () =>
          rest('POST', 'surveillance/submissions/upload', {
            form: semesterCsv(firstSaveSlot + JSON_SAVES + index, 50000 + index),
            token: tokens.user,
          }),
      })
    announcements.forEach((id, index) =>
      requests.push({
        kind: `edit ${index}`,
        expected: 200,
        send: () =>
          rest('PATCH', `announcements/${id}`, {
            body: { title: `Edited ${index}` },
            token: tokens.admin,
            locale: 'en',
          }),
      }),
    )
    toAccept.forEach((id, index) =>
      requests.push({
        kind: `accept ${index}`,
        expected: 200,
        send: () =>
          rest('POST', `surveillance/submissions/${id}/accept`, {
            body: { comment: 'ok' },
            token: tokens.admin,
          }),
      }),
    )
    // Interleaved, so every kind overlaps every other.
    const order = requests
      .map((request, index) => ({ request, key: (index * 7919) % requests.length }))
      .sort((a, b) => a.key - b.key)
      .map(({ request }) => request)

    const answers = await Promise.all(
      order.map(async ({ kind, expected, send }) => {
        const res = await send()
        return { kind, expected, status: res.status, body: await res.text() }
      }),
    )
    const failed = answers.filter(({ status, expected }) => status !== expected)
    expect(
      failed.map(({ kind, status, body }) => `${kind}: ${status} ${body.slice(0, 200)}`),
    ).toEqual([])

    // Every acknowledged write is there.
    const saved = await payload.find({
      collection: 'data-submissions',
      where: { year: { less_than: 2000 } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const januaryBirths = (doc: (typeof saved.docs)[number]) =>
      doc.births?.find((row) => row.month === 1)?.liveBirths
    const bySlot = new Map(saved.docs.map((doc) => [`${doc.year}-${doc.semester}`, doc]))
    const key = (index: number) => `${slot(index).year}-${slot(index).semester}`
    for (let index = 0; index < JSON_SAVES; index++)
      expect(januaryBirths(bySlot.get(key(firstSaveSlot + index))!)).toBe(40000 + index)
    for (let index = 0; index < UPLOADS; index++)
      expect(januaryBirths(bySlot.get(key(firstSaveSlot + JSON_SAVES + index))!)).toBe(
        50000 + index,
      )
    for (let index = 0; index < ACCEPTANCES; index++)
      expect(bySlot.get(key(index))?.status).toBe('accepted')

    const accepted = await rest(
      'GET',
      `surveillance/counts?registry=AR-RENAC&malformation=1&from=1960-01&to=${1960 + ACCEPTANCES - 1}-01`,
      { token: tokens.user },
    )
    expect(accepted.status).toBe(200)
    const januaries = ((await accepted.json()).rows as { period: string; births: number | null }[])
      .filter((row) => row.period.endsWith('-01'))
      .map((row) => [row.period, row.births])
    // January's births: its live births (the mark) and 150 stillbirths.
    expect(januaries).toEqual(
      toAccept.map((_, index) => [`${1960 + index}-01`, 30000 + index + 150]),
    )

    for (const [index, id] of announcements.entries()) {
      const doc = await payload.findByID({
        collection: 'announcements',
        id,
        locale: 'en',
        overrideAccess: true,
      })
      expect(doc.title).toBe(`Edited ${index}`)
    }
  })
})
