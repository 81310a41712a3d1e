import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { acceptedTables, insertInChunks } from '@/lib/surveillance/data/acceptedTables'
import { withTransaction } from '@/lib/surveillance/data/transaction'
import { semesterOfMonth } from '@/lib/surveillance/submissions/model'
import { registryProfiles } from './baselines'
import { generateDemoCounts, type PlantedCluster } from './demoCounts'
import { demoMalformations } from './malformations'

export const DEMO_YEARS = { from: 2014, to: 2025 }
/** Fixed, so every fresh database has the same demonstration figures. */
export const DEMO_SEED = 20_200_214

/**
 * Twelve years of demonstration monthly data for every demo registry and
 * malformation, stored as accepted semesters (one submission each, marked as
 * demonstration data) and in the accepted tables the analyses read. Written
 * with batch inserts in one transaction: per-document writes would take minutes.
 * Skipped when demonstration submissions already exist.
 */
export async function seedAcceptedDemoData(
  payload: Payload,
  registryIds: Map<string, number>,
  malformationIds: Map<number, number>,
): Promise<{ submissions: number; cases: number; clusters: PlantedCluster[] } | null> {
  const already = await payload.count({
    collection: 'data-submissions',
    where: { demo: { equals: true } },
    overrideAccess: true,
  })
  if (already.totalDocs > 0) return null

  const counts = generateDemoCounts({
    registries: [...registryIds.keys()].map((code) => ({
      code,
      annualBirths: registryProfiles[code]?.birthsPerYear ?? 20_000,
    })),
    malformations: demoMalformations.map(({ number, per10000 }) => ({ number, per10000 })),
    fromYear: DEMO_YEARS.from,
    toYear: DEMO_YEARS.to,
    seed: DEMO_SEED,
  })

  // One accepted submission per registry × year × semester.
  const key = (registry: string, month: string) =>
    `${registry}|${month.slice(0, 4)}|${semesterOfMonth(Number(month.slice(5, 7)))}`
  const semesters = new Map<string, { registry: string; year: number; semester: 1 | 2 }>()
  for (const row of counts.births) {
    const id = key(row.registry, row.month)
    if (!semesters.has(id))
      semesters.set(id, {
        registry: row.registry,
        year: Number(row.month.slice(0, 4)),
        semester: semesterOfMonth(Number(row.month.slice(5, 7))),
      })
  }

  const req = await createLocalReq({}, payload)
  const acceptedAt = new Date().toISOString()
  await withTransaction(req, async () => {
    const tables = await acceptedTables(payload, req)
    const submissionRows = [...semesters.values()].map((semester) => ({
      title: `${semester.registry} · ${semester.year}/${semester.semester}`,
      registry: registryIds.get(semester.registry),
      year: semester.year,
      semester: semester.semester,
      version: 1,
      status: 'accepted',
      demo: true,
      submittedAt: acceptedAt,
      reviewedAt: acceptedAt,
    }))
    const submissionIds = new Map<string, number>()
    const keys = [...semesters.keys()]
    for (let start = 0; start < submissionRows.length; start += 500) {
      const inserted: { id: number }[] = await tables.db
        .insert(tables.submissions)
        .values(submissionRows.slice(start, start + 500))
        .returning({ id: tables.submissions.id })
      inserted.forEach((row, index) => submissionIds.set(keys[start + index]!, row.id))
    }

    const order = new Map<number, number>()
    const nextOrder = (parent: number) => {
      const value = (order.get(parent) ?? 0) + 1
      order.set(parent, value)
      return value
    }
    const birthsOf = (row: (typeof counts.births)[number]) =>
      submissionIds.get(key(row.registry, row.month))!
    const casesOf = (row: (typeof counts.cases)[number]) =>
      submissionIds.get(key(row.registry, row.month))!

    await insertInChunks(
      tables,
      tables.submissionBirths,
      counts.births.map((row) => ({
        _parentID: birthsOf(row),
        _order: nextOrder(birthsOf(row)),
        id: randomUUID(),
        month: Number(row.month.slice(5, 7)),
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
      })),
    )
    order.clear()
    await insertInChunks(
      tables,
      tables.submissionCases,
      counts.cases.map((row) => ({
        _parentID: casesOf(row),
        _order: nextOrder(casesOf(row)),
        id: randomUUID(),
        malformation: malformationIds.get(row.malformation),
        month: Number(row.month.slice(5, 7)),
        cases: row.cases,
      })),
    )
    await insertInChunks(
      tables,
      tables.births,
      counts.births.map((row) => ({
        registry: registryIds.get(row.registry),
        month: row.month,
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
        submission: birthsOf(row),
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
        submission: casesOf(row),
        demo: true,
      })),
    )
  })
  return { submissions: semesters.size, cases: counts.cases.length, clusters: counts.clusters }
}
