import type { Payload, PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import {
  monthKey,
  semesterMonths,
  type MonthlyBirths,
  type MonthlyCases,
  type Semester,
} from '../submissions/model'
import { acceptedTables } from './acceptedTables'
import { malformationNumbers } from './malformationNumbers'

/** A semester's accepted numbers in the shape of a submission (months 1–12, malformation numbers). */
export interface AcceptedSemesterNumbers {
  births: MonthlyBirths[]
  cases: MonthlyCases[]
}

/**
 * The accepted numbers of one registry's semester, as the office accepted them: what the grid
 * shows beside each cell (this semester and the same one a year before) and what the review
 * compares a resubmission with. Null when nothing of that semester was accepted.
 */
export async function readAcceptedSemester(
  payload: Payload,
  period: { registryId: DocumentId; year: number; semester: Semester },
  req?: PayloadRequest,
): Promise<AcceptedSemesterNumbers | null> {
  const { db, ops, births, cases } = await acceptedTables(payload, req)
  const { and, eq, inArray } = ops
  const months = semesterMonths(period.semester).map((month) => monthKey(period.year, month))
  const within = (table: typeof births) =>
    and(eq(table.registry, period.registryId), inArray(table.month, months))
  const birthRows: {
    month: string
    liveBirths: number | null
    stillbirths: number | null
  }[] = await db
    .select({ month: births.month, liveBirths: births.liveBirths, stillbirths: births.stillbirths })
    .from(births)
    .where(within(births))
  if (birthRows.length === 0) return null
  const caseRows: { malformation: DocumentId; month: string; cases: number | null }[] = await db
    .select({ malformation: cases.malformation, month: cases.month, cases: cases.cases })
    .from(cases)
    .where(within(cases))
  const numbers = await malformationNumbers(payload, req)
  const monthOf = (key: string) => Number(key.slice(5, 7))
  return {
    births: birthRows
      .map((row) => ({
        month: monthOf(row.month),
        liveBirths: row.liveBirths,
        stillbirths: row.stillbirths,
      }))
      .sort((a, b) => a.month - b.month),
    cases: caseRows.flatMap((row) => {
      const malformation = numbers.get(String(row.malformation))
      return malformation === undefined
        ? []
        : [{ malformation, month: monthOf(row.month), cases: row.cases }]
    }),
  }
}
