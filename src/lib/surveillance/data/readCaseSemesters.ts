import { createLocalReq, type Payload } from 'payload'
import { relationId } from '@/lib/relationId'
import { fromBandList } from '../caseRecords/maternalAge'
import type { Semester } from '../submissions/model'
import type { CaseSemester } from '../tables/caseBreakdown'
import { acceptedTables } from './acceptedTables'
import { loadCaseRecords } from './caseRecordRows'
import { readRegistryCodes } from './codeLists'

export interface CaseYear {
  /** Every accepted semester of the year sent as case records, with its records' groups. */
  semesters: CaseSemester[]
  /** Live births by registry code and period ('2025-S1', '2025'), null where not available. */
  liveBirths: Map<string, number | null>
  demo: boolean
}

/**
 * The accepted case-record semesters of a year and the registries' live births of that year.
 * Server-side only: callers turn the records into counts (through the disclosure policy); no
 * record leaves the server.
 */
export async function readCaseYear(payload: Payload, year: number): Promise<CaseYear> {
  const [{ docs: submissions }, registries] = await Promise.all([
    payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { kind: { equals: 'case-records' } },
          { status: { equals: 'accepted' } },
          { year: { equals: year } },
        ],
      },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { registry: true, semester: true, demo: true, birthsByMaternalAge: true },
      overrideAccess: true,
    }),
    readRegistryCodes(payload),
  ])
  const codeOf = new Map(registries.map((doc) => [String(doc.id), doc.networkCode]))
  const req = await createLocalReq({}, payload)
  const semesters = (
    await Promise.all(
      submissions.map(async (doc): Promise<CaseSemester[]> => {
        const registry = codeOf.get(String(relationId(doc.registry)))
        if (!registry) return []
        const records = await loadCaseRecords(req, { submissionId: doc.id })
        return [
          {
            registry,
            year,
            semester: Number(doc.semester) as Semester,
            records,
            birthsByMaternalAge: fromBandList(doc.birthsByMaternalAge),
          },
        ]
      }),
    )
  ).flat()

  const { db, ops, births } = await acceptedTables(payload)
  const birthRows: { registry: unknown; month: string; liveBirths: number | null }[] = await db
    .select({ registry: births.registry, month: births.month, liveBirths: births.liveBirths })
    .from(births)
    .where(ops.and(ops.gte(births.month, `${year}-01`), ops.lte(births.month, `${year}-12`)))
  const liveBirths = new Map<string, number | null>()
  const months = new Map<string, number>()
  for (const row of birthRows) {
    const code = codeOf.get(String(row.registry))
    if (!code) continue
    const semester = `${year}-S${Number(row.month.slice(5, 7)) <= 6 ? 1 : 2}`
    for (const period of [semester, String(year)]) {
      const key = `${code}|${period}`
      const known = liveBirths.get(key)
      months.set(key, (months.get(key) ?? 0) + 1)
      liveBirths.set(
        key,
        row.liveBirths === null || known === null ? null : (known ?? 0) + row.liveBirths,
      )
    }
  }
  // A period with a month missing has no total.
  for (const [key, count] of months)
    if (count < (key.endsWith(String(year)) ? 12 : 6)) liveBirths.set(key, null)
  return { semesters, liveBirths, demo: submissions.some((doc) => doc.demo === true) }
}
