import { createLocalReq, type Payload } from 'payload'
import { publishRelease } from '@/lib/surveillance/releases/publishRelease'
import { acceptedTables, insertInChunks } from '@/lib/surveillance/data/acceptedTables'
import { withTransaction } from '@/lib/surveillance/data/transaction'
import { SKIP_CASE_RECOMPUTE } from '@/lib/jobs/queueCaseRecompute'
import type { MemberRegistry } from '@/payload-types'
import { locales } from '@/i18n/locales'
import { demoRegistries, type DemoRegistry } from './registries'
import { demoMalformations } from './surveillanceData/malformations'
import { demoBaselines } from './surveillanceData/baselines'
import { demoAnomalyDefinitions } from './surveillanceData/anomalyDefinitions'
import { seedAcceptedDemoData } from './surveillanceData/acceptedDemoData'
import { runDemoMonitoring } from './surveillanceData/demoMonitoring'
import { seedDemoCaseRecords } from './surveillanceData/demoCaseRecords'
import { DEMO_MEMBER_REGISTRY } from './accounts'
import { demoAccounts } from './demoAccounts'

const options = { context: { disableRevalidate: true }, overrideAccess: true } as const

/**
 * Demo malformations with version '1' of their definitions as anomaly groups, baseline rates
 * for every demo registry (2020-2022 and the older base periods of SPEC.md section 9), then
 * twelve years of accepted monthly data and the monitoring signals found in them. Safe to run
 * twice.
 */
export async function seedSurveillance(payload: Payload): Promise<void> {
  const registryIds = await ensureRegistries(payload)
  const malformationIds = await seedMalformations(payload)
  await seedAnomalyDefinitions(payload, malformationIds)

  const created = await seedBaselines(payload, registryIds, malformationIds)
  payload.logger.info(
    `Surveillance demo data: ${malformationIds.size} malformations, ${created} baseline rates.`,
  )

  const accepted = await seedAcceptedDemoData(payload, registryIds, malformationIds)
  if (accepted) {
    payload.logger.info(
      `Demonstration monthly data: ${accepted.submissions} accepted semesters, ${accepted.cases} monthly case counts. Planted for monitoring to find: ${accepted.clusters.map((cluster) => cluster.description).join(' ')}`,
    )
    await runDemoMonitoring(payload, accepted.clusters, registryIds, malformationIds)
    const records = await seedDemoCaseRecords(payload, registryIds, malformationIds)
    payload.logger.info(`Demonstration case records: ${records}.`)
    // The demo's public figures: the office's first release of them.
    const release = await publishRelease(await createLocalReq({}, payload))
    payload.logger.info(`Demonstration release ${release.number} of the public figures.`)
  }
  await assignDemoMember(payload, registryIds)
}

/** The demo member submits for one registry, so the members' pages have something to show. */
async function assignDemoMember(payload: Payload, registryIds: Map<string, number>) {
  const registry = registryIds.get(DEMO_MEMBER_REGISTRY)
  if (registry === undefined) return
  await payload.update({
    collection: 'users',
    where: { email: { equals: demoAccounts.member.email } },
    data: { registries: [registry] },
    ...options,
  })
}

/** The demo registries by network code; any the content seed has not created yet is created minimally. */
async function ensureRegistries(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const registry of demoRegistries) {
    const { docs } = await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: registry.networkCode } },
      depth: 0,
      limit: 1,
      select: {},
      overrideAccess: true,
    })
    ids.set(registry.networkCode, docs[0]?.id ?? (await createRegistry(payload, registry)))
  }
  return ids
}

async function createRegistry(payload: Payload, registry: DemoRegistry): Promise<number> {
  const doc = await payload.create({
    collection: 'member-registries',
    locale: 'pt',
    data: {
      networkCode: registry.networkCode,
      initials: registry.initials,
      country: registry.country as MemberRegistry['country'],
      coverage: registry.coverage,
      name: registry.name.pt,
    },
    ...options,
  })
  for (const locale of locales.filter((code) => code !== 'pt')) {
    await payload.update({
      collection: 'member-registries',
      id: doc.id,
      locale,
      data: { name: registry.name[locale] },
      ...options,
    })
  }
  return doc.id
}

async function seedMalformations(payload: Payload): Promise<Map<number, number>> {
  const ids = new Map<number, number>()
  for (const malformation of demoMalformations) {
    const { docs } = await payload.find({
      collection: 'malformations',
      where: { number: { equals: malformation.number } },
      depth: 0,
      limit: 1,
      select: {},
      overrideAccess: true,
    })
    let id = docs[0]?.id
    if (id === undefined) {
      const doc = await payload.create({
        collection: 'malformations',
        locale: 'pt',
        data: {
          number: malformation.number,
          icd10: malformation.icd10,
          name: malformation.name.pt,
          active: true,
        },
        ...options,
      })
      id = doc.id
      for (const locale of locales.filter((code) => code !== 'pt')) {
        await payload.update({
          collection: 'malformations',
          id,
          locale,
          data: { name: malformation.name[locale] },
          ...options,
        })
      }
    }
    ids.set(malformation.number, id)
  }
  return ids
}

/** Version '1' of each demo anomaly's definition, unless the anomaly already has one. */
async function seedAnomalyDefinitions(payload: Payload, malformationIds: Map<number, number>) {
  for (const definition of demoAnomalyDefinitions) {
    const malformation = malformationIds.get(definition.malformation)
    if (malformation === undefined) continue
    const { totalDocs } = await payload.count({
      collection: 'anomaly-definitions',
      where: { malformation: { equals: malformation } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const doc = await payload.create({
      collection: 'anomaly-definitions',
      locale: 'pt',
      data: {
        malformation,
        version: definition.version,
        validFrom: `${definition.validFrom}T12:00:00.000Z`,
        include: definition.include,
        yieldsTo: definition.yieldsTo.flatMap((number) => malformationIds.get(number) ?? []),
        note: definition.note.pt,
      },
      ...options,
      // No case record is accepted yet: the demo's are accepted with these definitions after.
      context: { ...options.context, [SKIP_CASE_RECOMPUTE]: true },
    })
    for (const locale of locales.filter((code) => code !== 'pt')) {
      await payload.update({
        collection: 'anomaly-definitions',
        id: doc.id,
        locale,
        data: { note: definition.note[locale] },
        ...options,
      })
    }
  }
}

/**
 * The demo baseline rates not yet stored, batch-inserted in one transaction
 * (one Local API create each took most of the seed's time). Titles as the
 * collection's hook writes them.
 */
async function seedBaselines(
  payload: Payload,
  registryIds: Map<string, number>,
  malformationIds: Map<number, number>,
): Promise<number> {
  const existing = await payload.find({
    collection: 'baseline-rates',
    depth: 0,
    limit: 0,
    pagination: false,
    select: { title: true },
    overrideAccess: true,
  })
  const existingTitles = new Set(existing.docs.map((doc) => doc.title))
  const rows = demoBaselines([...registryIds.keys()]).flatMap((baseline) => {
    const registry = registryIds.get(baseline.registryCode)
    const malformation = malformationIds.get(baseline.malformationNumber)
    const title = `${baseline.registryCode} · ${baseline.malformationNumber} · ${baseline.basePeriod}`
    if (registry === undefined || malformation === undefined || existingTitles.has(title)) return []
    return [
      {
        title,
        registry,
        malformation,
        basePeriod: baseline.basePeriod,
        births: baseline.births,
        cases: baseline.cases,
        sourceNote: baseline.sourceNote,
        demo: true,
      },
    ]
  })
  const req = await createLocalReq({}, payload)
  await withTransaction(req, async () => {
    const tables = await acceptedTables(payload, req)
    await insertInChunks(tables, tables.table('baseline_rates'), rows)
  })
  return rows.length
}
