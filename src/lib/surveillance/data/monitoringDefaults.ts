import type { Payload } from 'payload'
import { NETWORK } from '../monitoring/monthlySeries'
import { acceptedMonthRange } from './acceptedMonthRange'
import { acceptedTables } from './acceptedTables'
import { malformationNumbers } from './malformationNumbers'
import { latestCompleteSemester, type MonitoringDefaults } from '../monitoring/defaultView'

export { latestCompleteSemester, type MonitoringDefaults }

/**
 * The default view of the monitoring pages, from the accepted data; null when
 * nothing has been accepted yet (the page then shows its form alone).
 */
export async function monitoringDefaults(payload: Payload): Promise<MonitoringDefaults | null> {
  const range = await acceptedMonthRange(payload)
  if (!range) return null
  const { db, ops, cases } = await acceptedTables(payload)
  const total = ops.sql<number>`sum(${cases.cases})`
  const [top]: { malformation: number | string }[] = await db
    .select({ malformation: cases.malformation })
    .from(cases)
    .where(ops.gte(cases.month, `${range.to.slice(0, 4)}-01`))
    .groupBy(cases.malformation)
    .orderBy(ops.desc(total))
    .limit(1)
  const number = top
    ? (await malformationNumbers(payload)).get(String(top.malformation))
    : undefined
  if (number === undefined) return null
  return {
    registry: NETWORK,
    malformation: number,
    latestMonth: range.to,
    latestSemester: latestCompleteSemester(range.to),
  }
}
