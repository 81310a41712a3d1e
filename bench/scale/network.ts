// A network of a given size on an empty, migrated database: registries, anomalies, the accepted
// monthly births and cases (the rows replaceAcceptedSemester writes, batch-inserted in one
// transaction) and one member. Submissions are left out: nothing measured here reads them.
import { createLocalReq, type Payload } from 'payload'
import { acceptedTables, insertInChunks } from '@/lib/surveillance/data/acceptedTables'
import { withTransaction } from '@/lib/surveillance/data/transaction'
import { registryProfiles } from '@/seed/surveillanceData/baselines'
import { generateDemoCounts } from '@/seed/surveillanceData/demoCounts'
import { demoMalformations } from '@/seed/surveillanceData/malformations'

export interface NetworkSize {
  registries: number
  years: number
  anomalies: number
}

/** The demo's network is 12 registries × 12 years × 18 anomalies; larger ones monitor 60. */
export const DEMO_SIZE: NetworkSize = { registries: 12, years: 12, anomalies: 18 }

/** Case cells (registry × month × anomaly) of a network, relative to the demo's. */
export const cellsFactor = (size: NetworkSize) =>
  (size.registries * size.years * size.anomalies) /
  (DEMO_SIZE.registries * DEMO_SIZE.years * DEMO_SIZE.anomalies)

export const MEMBER = { email: 'scale-member@example.org', password: 'scale-bench-password-1' }
const LAST_YEAR = 2025
const options = { context: { disableRevalidate: true }, overrideAccess: true } as const

export async function createNetwork(payload: Payload, size: NetworkSize) {
  // Registry sizes as in the demo, round and round again for the added ones.
  const births = Object.values(registryProfiles).map((profile) => profile.birthsPerYear)
  const registryIds = new Map<string, number>()
  for (let index = 0; index < size.registries; index++) {
    const code = `R${String(index + 1).padStart(2, '0')}`
    const doc = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: {
        networkCode: code,
        initials: code,
        country: 'AR',
        coverage: 'hospital',
        name: `Registro ${code}`,
      },
      ...options,
    })
    registryIds.set(code, doc.id)
  }
  const malformationIds = new Map<number, number>()
  for (let number = 1; number <= size.anomalies; number++) {
    const doc = await payload.create({
      collection: 'malformations',
      locale: 'pt',
      data: {
        number,
        icd10: `Q${String(number).padStart(2, '0')}`,
        name: `Anomalia ${number}`,
        active: true,
      },
      ...options,
    })
    malformationIds.set(number, doc.id)
  }

  const counts = generateDemoCounts({
    registries: [...registryIds.keys()].map((code, index) => ({
      code,
      annualBirths: births[index % births.length]!,
    })),
    malformations: [...malformationIds.keys()].map((number) => ({
      number,
      per10000: demoMalformations[(number - 1) % demoMalformations.length]!.per10000,
    })),
    fromYear: LAST_YEAR - size.years + 1,
    toYear: LAST_YEAR,
    seed: 28,
  })
  const req = await createLocalReq({}, payload)
  await withTransaction(req, async () => {
    const tables = await acceptedTables(payload, req)
    await insertInChunks(
      tables,
      tables.births,
      counts.births.map((row) => ({
        registry: registryIds.get(row.registry),
        month: row.month,
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
        submission: null,
        demo: true,
      })),
    )
    await insertInChunks(
      tables,
      tables.cases,
      counts.cases.map((row) => ({
        registry: registryIds.get(row.registry),
        malformation: malformationIds.get(row.malformation),
        month: row.month,
        cases: row.cases,
        submission: null,
        demo: true,
      })),
    )
  })
  await payload.create({
    collection: 'users',
    data: {
      ...MEMBER,
      name: 'Scale member',
      country: 'AR',
      roles: ['user'],
      registries: [registryIds.get('R01')!],
    },
    ...options,
  })
  return { registryIds, cases: counts.cases.length }
}
