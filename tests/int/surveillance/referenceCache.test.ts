import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'

/**
 * The alarm test keeps its reference data in memory between requests; an edit
 * saved through Payload (admin panel, API, import) must reach the next test at once.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const input = {
  registry: 'AR-RENAC',
  malformation: '1',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  births: 12000,
  observed: 12,
}

async function alarmTest(body: Record<string, unknown> = {}) {
  const res = await rest('POST', 'surveillance/alarm-test', {
    body: { ...input, ...body },
    locale: 'en',
  })
  expect(res.status).toBe(200)
  return (await res.json()) as {
    basePeriod: string
    baseline: { births: number; cases: number }
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

describe('alarm test reference data kept in memory', () => {
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
