import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { monitoringDefaults } from '@/lib/surveillance/data/monitoringDefaults'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('monitoringDefaults: what the monitoring pages open on', () => {
  it("is the network, the latest year's commonest anomaly and the latest complete semester", async () => {
    // Read another way: the latest accepted month, then every case of its year through the Local API.
    const [last] = (
      await payload.find({
        collection: 'surveillance-cases',
        sort: '-month',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    const latestMonth = last!.month
    const { docs } = await payload.find({
      collection: 'surveillance-cases',
      where: { month: { greater_than_equal: `${latestMonth.slice(0, 4)}-01` } },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const totals = new Map<number, number>()
    for (const doc of docs) {
      const number = typeof doc.malformation === 'object' ? doc.malformation.number : -1
      totals.set(number, (totals.get(number) ?? 0) + (doc.cases ?? 0))
    }
    const [commonest] = [...totals].sort((a, b) => b[1] - a[1])[0]!
    const month = Number(latestMonth.slice(5, 7))
    const year = Number(latestMonth.slice(0, 4))
    expect(await monitoringDefaults(payload)).toEqual({
      registry: 'network',
      malformation: commonest,
      latestMonth,
      latestSemester:
        month === 12
          ? { year, semester: 2 }
          : month >= 6
            ? { year, semester: 1 }
            : { year: year - 1, semester: 2 },
    })
  })
})
