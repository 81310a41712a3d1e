import { createLocalReq, type Payload } from 'payload'
import { relationId } from '@/lib/relationId'
import type { IndicatorPopulation } from '../indicators/computeIndicators'
import type { Semester } from '../submissions/model'
import { acceptedTables } from './acceptedTables'
import { loadCaseRecords } from './caseRecordRows'

export interface IndicatorPeriod {
  year: number
  semester: Semester | null
}

/** One registry's population for the WHO indicators over a year or a semester. */
export interface RegistryPopulation extends IndicatorPopulation {
  registry: string
  /** Every semester of the period was accepted as case records (otherwise no case-level figure). */
  caseLevel: boolean
  demo: boolean
}

const monthsOf = ({ year, semester }: IndicatorPeriod) => {
  const first = semester === 2 ? 7 : 1
  const last = semester === 1 ? 6 : 12
  return {
    from: `${year}-${String(first).padStart(2, '0')}`,
    to: `${year}-${String(last).padStart(2, '0')}`,
    count: last - first + 1,
  }
}

/**
 * Every registry's accepted data for the WHO indicators: the case records of the semesters in
 * use (only when the whole period was sent as case records), the accepted births and the
 * office's target-population births of the year. Server-side only: the answer goes through the
 * disclosure policy (indicators/discloseIndicators.ts); no record leaves the server.
 */
export async function readIndicatorPopulations(
  payload: Payload,
  period: IndicatorPeriod,
): Promise<RegistryPopulation[]> {
  const semesters: Semester[] = period.semester ? [period.semester] : [1, 2]
  const [{ docs: registries }, { docs: submissions }] = await Promise.all([
    payload.find({
      collection: 'member-registries',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { networkCode: true, targetPopulationBirths: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { status: { equals: 'accepted' } },
          { year: { equals: period.year } },
          { semester: { in: semesters } },
        ],
      },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { registry: true, semester: true, kind: true, demo: true },
      overrideAccess: true,
    }),
  ])
  const { db, ops, births } = await acceptedTables(payload)
  const { from, to, count } = monthsOf(period)
  const birthRows: { registry: unknown; liveBirths: number | null; stillbirths: number | null }[] =
    await db
      .select({
        registry: births.registry,
        liveBirths: births.liveBirths,
        stillbirths: births.stillbirths,
      })
      .from(births)
      .where(ops.and(ops.gte(births.month, from), ops.lte(births.month, to)))
  const req = await createLocalReq({}, payload)

  return Promise.all(
    registries
      .filter((registry) => registry.networkCode)
      .map(async (registry): Promise<RegistryPopulation> => {
        const id = String(registry.id)
        const own = submissions.filter((doc) => String(relationId(doc.registry)) === id)
        const caseSubmissions = own.filter((doc) => doc.kind === 'case-records')
        const caseLevel = semesters.every((semester) =>
          caseSubmissions.some((doc) => Number(doc.semester) === semester),
        )
        const records = caseLevel
          ? await loadCaseRecords(req, { submissionIds: caseSubmissions.map((doc) => doc.id) })
          : []
        const months = birthRows.filter((row) => String(row.registry) === id)
        const complete = months.length === count
        const sum = (pick: (row: (typeof months)[number]) => number | null) =>
          complete && months.every((row) => pick(row) !== null)
            ? months.reduce((total, row) => total + pick(row)!, 0)
            : null
        const liveBirths = sum((row) => row.liveBirths)
        const stillbirths = sum((row) => row.stillbirths)
        // The target population is counted by year: a semester has no share of it.
        const target = period.semester
          ? null
          : (registry.targetPopulationBirths?.find((row) => row.year === period.year)?.liveBirths ??
            null)
        return {
          registry: registry.networkCode,
          caseLevel,
          demo: own.some((doc) => doc.demo === true),
          records,
          births: liveBirths === null || stillbirths === null ? null : liveBirths + stillbirths,
          liveBirths,
          maleBirths: null,
          targetLiveBirths: target,
        }
      }),
  )
}
