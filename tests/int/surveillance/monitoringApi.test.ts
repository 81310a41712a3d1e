import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { rest } from '../../helpers/rest'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

const get = (path: string, role: Role, locale?: string) =>
  rest('GET', `surveillance/monitoring/${path}`, { token: tokens[role], locale })

/** Cases of a registry × anomaly over months, summed straight from the accepted table. */
async function acceptedCases(code: string, malformationNumber: number, from: string, to: string) {
  const registry = (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } },
      overrideAccess: true,
    })
  ).docs[0]!
  const malformation = (
    await payload.find({
      collection: 'malformations',
      where: { number: { equals: malformationNumber } },
      overrideAccess: true,
    })
  ).docs[0]!
  const { docs } = await payload.find({
    collection: 'surveillance-cases',
    where: {
      registry: { equals: registry.id },
      malformation: { equals: malformation.id },
      month: { greater_than_equal: from, less_than_equal: to },
    },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.reduce((sum, doc) => sum + (doc.cases ?? 0), 0)
}

// Planted in the demo data (see src/seed/surveillanceData/demoCountsPlan.ts):
// spina bifida (3) three times its rate in AR-RENAC from 2024-04 to 2024-07,
// heart defects (4) 5 times in CL-RENACH from 2025-02 to 2025-04,
// hypospadias (15) rising 12% a year in CR-CREC over the last six years.
const SPINA_BIFIDA = 3
const HEART_DEFECTS = 4
const HYPOSPADIAS = 15

describe('GET /api/surveillance/monitoring: who sees what', () => {
  it.each([
    ['anonymous', 'network', 200],
    ['anonymous', 'AR-RENAC', 401],
    ['user', 'network', 200],
    ['user', 'AR-RENAC', 200],
    ['user', 'CL-RENACH', 403],
    ['admin', 'CL-RENACH', 200],
    ['admin', 'AR-RENAC', 200],
  ] as const)('%s asking for %s gets %i', async (role, registry, status) => {
    for (const analysis of ['endemic-channel', 'scan', 'trend']) {
      const res = await get(`${analysis}?registry=${registry}&malformation=3`, role)
      expect(res.status, analysis).toBe(status)
      if (status >= 400) {
        const body = (await res.json()) as { errors: { code: string }[] }
        expect(body.errors[0]!.code).toBe(status === 401 ? 'unauthorized' : 'forbidden')
      }
    }
  })

  it('answers bad parameters with 400 and every problem, translated', async () => {
    const res = await get('scan?registry=&malformation=abc&months=2&to=2025-13', 'admin', 'en')
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(body.errors.map((error) => [error.field, error.code])).toEqual([
      ['registry', 'required'],
      ['malformation', 'outOfRange'],
      ['to', 'invalidMonth'],
      ['months', 'outOfRange'],
    ])
    expect(body.errors[3]!.message).toBe('Enter a whole number from 6 to 120.')

    const channel = await get(
      'endemic-channel?registry=network&malformation=3&method=mean&groupBy=week&years=2',
      'anonymous',
      'es',
    )
    expect(channel.status).toBe(400)
    const channelBody = (await channel.json()) as { errors: { field: string; message: string }[] }
    expect(channelBody.errors.map((error) => error.field)).toEqual(['years', 'method', 'groupBy'])
    // The options as the form labels them, not as the API spells them.
    expect(channelBody.errors[1]!.message).toBe(
      'Elija una de estas opciones: “Media geométrica con intervalo del 95%”, ' +
        '“Cuartiles (Q1, mediana, Q3)” o ' +
        '“Intervalo de predicción de un año nuevo (95%): el que genera señales”.',
    )
    expect(channelBody.errors[2]!.message).toBe(
      'Elija una de estas opciones: “Meses” o “Semestres”.',
    )

    const unknown = await get('trend?registry=XX-NONE&malformation=3', 'admin')
    expect(unknown.status).toBe(400)
    const unknownAnomaly = await get('trend?registry=network&malformation=999', 'anonymous')
    expect(unknownAnomaly.status).toBe(400)
    expect(((await unknownAnomaly.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'unknownMalformation',
    )
  })
})

describe('GET /api/surveillance/monitoring: the planted signals', () => {
  it('scan finds the spina bifida cluster of AR-RENAC in the last 24 months', async () => {
    const res = await get(`scan?registry=AR-RENAC&malformation=${SPINA_BIFIDA}&to=2025-12`, 'user')
    const body = await res.json()
    expect(body.result.available).toBe(true)
    expect(body.result.from).toBe('2024-01')
    expect(body.result.months).toHaveLength(24)
    expect(body.result.cluster.firstMonth).toBe('2024-04')
    expect(body.result.cluster.lastMonth).toBe('2024-07')
    expect(body.result.cluster.observed).toBe(
      await acceptedCases('AR-RENAC', SPINA_BIFIDA, '2024-04', '2024-07'),
    )
    expect(body.result.cluster.relativeRisk).toBeGreaterThan(2)
    expect(body.result.cluster.pValue).toBeLessThan(0.05)
  })

  it('scan finds the heart defects cluster of CL-RENACH for the admin', async () => {
    const res = await get(`scan?registry=CL-RENACH&malformation=${HEART_DEFECTS}`, 'admin')
    const body = await res.json()
    expect(body.result.to).toBe('2025-12')
    expect(body.result.cluster.firstMonth).toBe('2025-02')
    expect(body.result.cluster.lastMonth).toBe('2025-04')
    expect(body.result.cluster.pValue).toBeLessThan(0.05)
  })

  it('the endemic channel puts the cluster months of 2025 in the epidemic zone', async () => {
    const res = await get(
      `endemic-channel?registry=CL-RENACH&malformation=${HEART_DEFECTS}&year=2025&years=7`,
      'admin',
    )
    const body = await res.json()
    expect(body.result.historyYears).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024])
    const zones = body.result.periods.map((period: { zone: string }) => period.zone)
    expect(zones.slice(1, 4)).toEqual(['epidemic', 'epidemic', 'epidemic'])
    for (const period of body.result.periods)
      expect(period.band.lower).toBeLessThanOrEqual(period.band.center)
  })

  it('the trend finds the rise of hypospadias in CR-CREC', async () => {
    const res = await get(`trend?registry=CR-CREC&malformation=${HYPOSPADIAS}`, 'admin')
    const body = await res.json()
    expect(body.result.from).toBe(2016)
    expect(body.result.to).toBe(2025)
    expect(body.result.trend.percentChange).toBeGreaterThan(0)
    expect(body.result.trend.pValue).toBeLessThan(0.05)
  })

  it('the pooled network counts every registry', async () => {
    const res = await get(
      `scan?registry=network&malformation=${SPINA_BIFIDA}&to=2025-12&months=6`,
      'admin',
    )
    const body = await res.json()
    const codes = (
      await payload.find({ collection: 'member-registries', limit: 0, overrideAccess: true })
    ).docs.map((doc) => doc.networkCode)
    let total = 0
    for (const code of codes) total += await acceptedCases(code, SPINA_BIFIDA, '2025-07', '2025-12')
    const scanned = body.result.months.reduce(
      (sum: number, month: { cases: number | null }) => sum + (month.cases ?? 0),
      0,
    )
    expect(scanned).toBe(total)
  })
})
