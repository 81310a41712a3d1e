import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload, Where } from 'payload'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { demoAlarmInput } from '../../helpers/alarmInput'
import { tokensByRole } from '../../helpers/accounts'

/**
 * The alarm test keeps its reference data in Next.js's data cache between requests (across
 * instances: tests/cache/sharedCache.test.ts). Whatever is cached, an edit saved through Payload
 * (admin panel, API, import) must reach the next test at once.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const input = demoAlarmInput

/** As an admin: accepted data may serve as the base period (the disclosure policy). */
async function alarmTest(body: Record<string, unknown> = {}) {
  const res = await rest('POST', 'surveillance/alarm-test', {
    body: { ...input, ...body },
    locale: 'en',
    token: (await tokensByRole()).admin,
  })
  expect(res.status).toBe(200)
  return (await res.json()) as {
    basePeriod: string
    baseline: { births: number; cases: number; source: string }
    malformation: { name: string }
  }
}

async function first(collection: 'member-registries' | 'malformations', where: object) {
  const { docs } = await payload.find({
    collection,
    where,
    limit: 1,
    overrideAccess: true,
  } as never)
  return docs[0] as unknown as { id: number | string }
}

describe('accepted sums kept between requests', () => {
  /** AR-RENAC's accepted rows of 2022-S2 (in the current base period) as a submission body. */
  async function acceptedSemester() {
    const registry = await first('member-registries', { networkCode: { equals: 'AR-RENAC' } })
    const months = ['07', '08', '09', '10', '11', '12'].map((month) => `2022-${month}`)
    const where: Where = { and: [{ registry: { equals: registry.id } }, { month: { in: months } }] }
    const births = await payload.find({
      collection: 'surveillance-births',
      where,
      pagination: false,
      overrideAccess: true,
    })
    const cases = await payload.find({
      collection: 'surveillance-cases',
      where,
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    const month = (key: string) => Number(key.slice(5))
    return {
      registry: 'AR-RENAC',
      year: 2022,
      semester: 2,
      births: births.docs.map((row) => ({
        month: month(row.month),
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
      })),
      cases: cases.docs.map((row) => ({
        malformation: (row.malformation as { number: number }).number,
        month: month(row.month),
        cases: row.cases,
      })),
    }
  }

  async function submitAndAccept(body: Awaited<ReturnType<typeof acceptedSemester>>) {
    const tokens = await tokensByRole()
    const sent = await rest('POST', 'surveillance/submissions', { body, token: tokens.user })
    expect(sent.status).toBe(201)
    const { id } = await sent.json()
    const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
      body: {},
      token: tokens.admin,
    })
    expect(accepted.status).toBe(200)
  }

  it('uses numbers the office accepted after the previous test', async () => {
    const before = await alarmTest()
    expect(before.baseline.source).toBe('accepted')
    const original = await acceptedSemester()
    expect(original.births).toHaveLength(6)
    // One more microcephaly case (malformation 1) in each month of the semester.
    const changed = {
      ...original,
      cases: original.cases.map((row) =>
        row.malformation === 1 ? { ...row, cases: (row.cases ?? 0) + 1 } : row,
      ),
    }
    await submitAndAccept(changed)
    try {
      expect((await alarmTest()).baseline).toMatchObject({
        source: 'accepted',
        births: before.baseline.births,
        cases: before.baseline.cases + 6,
      })
    } finally {
      await submitAndAccept(original)
    }
    expect((await alarmTest()).baseline.cases).toBe(before.baseline.cases)
  })
})

describe('alarm test reference data kept between requests', () => {
  it('uses a baseline edited after the previous test', async () => {
    const registry = await first('member-registries', { networkCode: { equals: 'AR-RENAC' } })
    const malformation = await first('malformations', { number: { equals: 1 } })
    // With one base-period month not available, the expected cases come from the imported
    // baseline rather than from accepted data: the baseline is what this test edits.
    const { docs: months } = await payload.find({
      collection: 'surveillance-births',
      where: { and: [{ registry: { equals: registry.id } }, { month: { equals: '2021-03' } }] },
      limit: 1,
      overrideAccess: true,
    })
    const month = months[0]!
    await payload.update({
      collection: 'surveillance-births',
      id: month.id,
      data: { liveBirths: null },
      overrideAccess: true,
    })
    const { docs } = await payload.find({
      collection: 'baseline-rates',
      where: {
        and: [
          { registry: { equals: registry.id } },
          { malformation: { equals: malformation.id } },
          { basePeriod: { equals: '2020-2022' } },
        ],
      },
      limit: 1,
      overrideAccess: true,
    })
    const baseline = docs[0]!
    try {
      expect((await alarmTest()).baseline.births).toBe(baseline.births)

      const births = baseline.births + 1234
      await payload.update({
        collection: 'baseline-rates',
        id: baseline.id,
        data: { births },
        overrideAccess: true,
      })
      expect((await alarmTest()).baseline.births).toBe(births)

      await payload.update({
        collection: 'baseline-rates',
        id: baseline.id,
        data: { births: baseline.births },
        overrideAccess: true,
      })
      expect((await alarmTest()).baseline.births).toBe(baseline.births)
    } finally {
      await payload.update({
        collection: 'baseline-rates',
        id: baseline.id,
        data: { births: baseline.births },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'surveillance-births',
        id: month.id,
        data: { liveBirths: month.liveBirths },
        overrideAccess: true,
      })
    }
  })

  it('uses a malformation renamed after the previous test', async () => {
    const malformation = await first('malformations', { number: { equals: 1 } })
    const before = (await alarmTest()).malformation.name
    const name = `${before} (renamed)`
    await payload.update({
      collection: 'malformations',
      id: malformation.id,
      locale: 'en',
      data: { name },
      overrideAccess: true,
    })
    try {
      expect((await alarmTest()).malformation.name).toBe(name)
    } finally {
      await payload.update({
        collection: 'malformations',
        id: malformation.id,
        locale: 'en',
        data: { name: before },
        overrideAccess: true,
      })
    }
  })

  it('uses the current base period set in the site settings after the previous test', async () => {
    expect((await alarmTest()).basePeriod).toBe('2020-2022')
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { currentBasePeriod: '2018' },
      overrideAccess: true,
    })
    try {
      expect((await alarmTest()).basePeriod).toBe('2018')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { currentBasePeriod: '2020-2022' },
        overrideAccess: true,
      })
    }
  })
})
