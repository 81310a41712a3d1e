import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { rest } from '../../helpers/rest'
import { publishTestRelease, withdrawReleasesAfter } from '../../helpers/releases'
import { acceptedTables, insertInChunks } from '@/lib/surveillance/data/acceptedTables'
import { readMonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { loadReportContent } from '@/lib/surveillance/data/reportContentData'
import { monitoringSignals } from '@/lib/surveillance/monitoring/monitoringSignals'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'

/**
 * The network's monitoring read through the database, for two anomalies this
 * file adds with rates that never change, each registry at its own:
 *
 * - MISSING: BR-SP (the largest of the three, at the lowest rate) has its
 *   cases not available from 2025-08 to 2025-11;
 * - JOINING: NI-SVDC and CO-CAL (high rates) report it only from 2023-01 and
 *   2024-07.
 *
 * Pooled month by month over whichever registries reported, both would look
 * like a rise; compared registry by registry with their own baselines, they
 * are nothing.
 */
const MISSING = 91
const JOINING = 92
/** Cases per birth of each registry, for both anomalies. */
const RATES: Record<string, number> = {
  'BR-SP': 10 / 10_000,
  'CO-BOG': 20 / 10_000,
  'NI-SVDC': 60 / 10_000,
  'CO-CAL': 50 / 10_000,
}
const SEMESTER = { year: 2025, half: 2 } as const

let payload: Payload
let tokens: Record<Role, string | undefined>
const created: { malformations: number[] } = { malformations: [] }
/** The release before this file's own (taken back afterwards). */
let releasedBefore: number | null = null

/** Whether a registry's month of an anomaly is reported (false: not available, or not yet joined). */
function reports(malformation: number, registry: string, month: string): boolean {
  if (malformation === MISSING)
    return registry !== 'BR-SP' || month < '2025-08' || month > '2025-11'
  if (registry === 'NI-SVDC') return month >= '2023-01'
  if (registry === 'CO-CAL') return month >= '2024-07'
  return true
}

/** The demo's accepted births of each registry and month (live births plus stillbirths). */
async function birthsByMonth(registryIds: Map<string, number>) {
  const { docs } = await payload.find({
    collection: 'surveillance-births',
    where: { registry: { in: [...registryIds.values()] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const codeOf = new Map([...registryIds].map(([code, id]) => [String(id), code]))
  return docs.map((doc) => ({
    registry: codeOf.get(String(doc.registry))!,
    month: doc.month,
    births: doc.liveBirths! + doc.stillbirths!,
  }))
}

let births: { registry: string; month: string; births: number }[]
/** Cases written for each registry, anomaly and month (null: not available). */
const written = new Map<string, number | null>()

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const registryIds = new Map<string, number>()
  for (const code of Object.keys(RATES)) {
    const { docs } = await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    registryIds.set(code, docs[0]!.id as number)
  }
  births = await birthsByMonth(registryIds)
  const rows: Record<string, unknown>[] = []
  for (const number of [MISSING, JOINING]) {
    const malformation = await payload.create({
      collection: 'malformations',
      data: { number, icd10: 'Q99', name: `Network test ${number}` },
      overrideAccess: true,
    })
    created.malformations.push(malformation.id as number)
    for (const { registry, month, births: total } of births) {
      // A registry not yet joined has no row at all; a month not available has a null row.
      if (number === JOINING && !reports(number, registry, month)) continue
      const cases = reports(number, registry, month) ? Math.round(total * RATES[registry]!) : null
      written.set(`${registry}|${number}|${month}`, cases)
      rows.push({
        registry: registryIds.get(registry),
        malformation: malformation.id,
        month,
        cases,
        demo: true,
      })
    }
  }
  const tables = await acceptedTables(payload)
  await insertInChunks(tables, tables.cases, rows)
  // A visitor's network monitoring reads the latest release: publish these months.
  releasedBefore = (await publishTestRelease(tokens.admin!)).number - 1
}, 300_000)

afterAll(async () => {
  if (releasedBefore !== null) await withdrawReleasesAfter(payload, releasedBefore)
  const tables = await acceptedTables(payload)
  const { inArray } = tables.ops
  await tables.db
    .delete(tables.cases)
    .where(inArray(tables.cases.malformation, created.malformations))
  for (const id of created.malformations)
    await payload.delete({ collection: 'malformations', id, overrideAccess: true })
})

/** Cases over births pooled over whichever registries reported each month of the span. */
function pooledRate(malformation: number, from: string, to: string) {
  let cases = 0
  let total = 0
  for (const { registry, month, births: b } of births) {
    if (month < from || month > to) continue
    const value = written.get(`${registry}|${malformation}|${month}`)
    if (value === undefined || value === null) continue
    cases += value
    total += b
  }
  return cases / total
}

describe.each([
  ['a registry misses four months', MISSING],
  ['two registries join', JOINING],
])('the network monitoring when %s', (_, malformation) => {
  it('would look like a rise if the network were pooled month by month', () => {
    // The scenario is a real trap: the pooled rate of 2025-S2 is well above 2020–2024's.
    expect(pooledRate(malformation, '2025-07', '2025-12')).toBeGreaterThan(
      1.15 * pooledRate(malformation, '2020-01', '2024-12'),
    )
  })

  it('finds nothing: no signal, nothing in the report, observed equal to expected', async () => {
    const read = await readMonitoringRows(payload, null, 'network', malformation)
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(new Set(read.rows.map((row) => row.registry))).toEqual(new Set(Object.keys(RATES)))

    expect(monitoringSignals(read.rows, { alarm: SEMESTER, latest: SEMESTER })).toEqual([])

    const report = semiannualReport(read.rows, SEMESTER)
    expect(report.attention).toEqual([])
    const [anomaly] = report.anomalies
    for (const alarm of [anomaly!.alarm!, anomaly!.yearAlarm!]) {
      // Each registry's months are its births × its own rate, up to rounding to whole cases.
      expect(Math.abs(alarm.observed / alarm.expected - 1)).toBeLessThan(0.02)
      expect(alarm.pValue).toBeGreaterThan(0.05)
    }

    const content = await loadReportContent(payload, read, SEMESTER, 'en')
    expect(content.attention.items).toEqual([])
  })

  it('shows no cluster and no trend through the monitoring API', async () => {
    const get = async (path: string) => {
      const res = await rest('GET', `surveillance/monitoring/${path}`, {
        token: tokens.anonymous,
      })
      expect(res.status).toBe(200)
      return (await res.json()).result
    }
    const scan = await get(
      `scan?registry=network&malformation=${malformation}&to=2025-12&months=24`,
    )
    // The months keep the pooled figures for the chart; the test compares each registry with its own rate.
    expect(scan.cluster.pValue).toBeGreaterThan(0.05)
    const trend = await get(`trend?registry=network&malformation=${malformation}&to=2025`)
    expect(trend.trend.pValue).toBeGreaterThan(0.05)
  })
})
