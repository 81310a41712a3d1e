import { createLocalReq, type Payload } from 'payload'
import { classifyCase, deriveMonthlyCounts, parseCodeList } from '@/lib/surveillance/caseRecords'
import type { CaseOutcome } from '@/lib/surveillance/caseRecords/model'
import { acceptedTables } from '@/lib/surveillance/data/acceptedTables'
import { replaceCaseRecords, type StoredCaseRecord } from '@/lib/surveillance/data/caseRecordRows'
import {
  loadCaseDefinitions,
  type CaseDefinitions,
} from '@/lib/surveillance/data/loadCaseDefinitions'
import { withTransaction } from '@/lib/surveillance/data/transaction'
import { monthKey, semesterMonths } from '@/lib/surveillance/submissions/model'
import { demoMalformations } from './malformations'

/** Three smaller demo registries send their last demo semester as case records. */
export const DEMO_CASE_REGISTRIES = ['CL-RENACH', 'CR-CREC', 'PY-RENADECOPY']
export const DEMO_CASE_SEMESTER = { year: 2025, semester: 2 as const }

/** Hypospadias (Q54) is a male-only code. */
const MALE_ONLY = new Set([15])

/** Every tenth case of a group ends as a fetal death, every fifteenth as a termination. */
const outcomeOf = (index: number): CaseOutcome =>
  index % 15 === 7 ? 'topfa' : index % 10 === 9 ? 'fetal-death' : 'live-birth'

/**
 * Case records for the demo registries' last semester, one per case of their accepted monthly
 * counts: each coded with the first code of its anomaly's list (so it falls in that group and
 * no other), so the counts they derive are the accepted ones. Marked as demonstration values;
 * the semester's submission becomes a case-record one, and the counts by outcome are stored
 * beside the accepted counts, as an acceptance would.
 */
export async function seedDemoCaseRecords(
  payload: Payload,
  registryIds: Map<string, number>,
  malformationIds: Map<number, number>,
): Promise<number> {
  const definitions = await loadCaseDefinitions(payload)
  const codeOf = new Map(
    demoMalformations.map((m) => [m.number, parseCodeList(m.icd10)?.[0]?.from ?? null]),
  )
  const numberOf = new Map([...malformationIds].map(([number, id]) => [id, number]))
  const { year, semester } = DEMO_CASE_SEMESTER
  const months = semesterMonths(semester).map((month) => monthKey(year, month))
  const req = await createLocalReq({}, payload)
  let written = 0
  await withTransaction(req, async () => {
    const tables = await acceptedTables(payload, req)
    const { and, eq, inArray } = tables.ops
    for (const code of DEMO_CASE_REGISTRIES) {
      const registryId = registryIds.get(code)
      if (registryId === undefined) continue
      const rows: {
        id: number
        malformation: number
        month: string
        cases: number | null
        submission: number
      }[] = await tables.db
        .select({
          id: tables.cases.id,
          malformation: tables.cases.malformation,
          month: tables.cases.month,
          cases: tables.cases.cases,
          submission: tables.cases.submission,
        })
        .from(tables.cases)
        .where(and(eq(tables.cases.registry, registryId), inArray(tables.cases.month, months)))
      const submissionId = rows[0]?.submission
      if (submissionId === undefined) continue
      const records: StoredCaseRecord[] = []
      for (const row of rows) {
        const number = numberOf.get(row.malformation)
        const icd = number === undefined ? null : codeOf.get(number)
        if (number === undefined || !icd) continue
        const byOutcome = { liveBirthCases: 0, fetalDeathCases: 0, topfaCases: 0 }
        for (let index = 0; index < (row.cases ?? 0); index++) {
          const outcome = outcomeOf(index)
          const codes = [displayCode(icd)]
          const month = Number(row.month.slice(5, 7))
          const live = outcome === 'live-birth'
          records.push({
            caseId: `${code}-${year}${semester}-${String(records.length + 1).padStart(5, '0')}`,
            month,
            day: (index % 28) + 1,
            outcome,
            sex: MALE_ONLY.has(number) || index % 2 === 0 ? 'male' : 'female',
            plurality: 1,
            gestationalWeeks: outcome === 'topfa' ? 20 : live ? 37 + (index % 4) : 30,
            birthWeight: outcome === 'topfa' ? 350 : live ? 2700 + (index % 8) * 100 : 1400,
            prenatalDiagnosis: outcome === 'topfa' ? 'yes' : index % 3 === 0 ? 'yes' : 'no',
            diagnosisWeeks: outcome === 'topfa' ? 16 : index % 3 === 0 ? 22 : null,
            maternalAge: 18 + (index % 24),
            codes,
            syndrome: false,
            description: null,
            groups: [number],
            caseClass: classifyCase(codes, false, definitions.lists),
          })
          byOutcome[
            outcome === 'topfa'
              ? 'topfaCases'
              : outcome === 'fetal-death'
                ? 'fetalDeathCases'
                : 'liveBirthCases'
          ]++
        }
        await tables.db.update(tables.cases).set(byOutcome).where(eq(tables.cases.id, row.id))
      }
      await replaceCaseRecords(
        req,
        { registryId, year, semester, submissionId, demo: true },
        records,
      )
      await tables.db
        .update(tables.submissions)
        .set({ kind: 'case-records', definitionVersions: versionsUsed(definitions, records) })
        .where(eq(tables.submissions.id, submissionId))
      written += records.length
    }
  })
  return written
}

/** 'Q200' → 'Q20.0', 'Q02' as is: the code as a registry writes it. */
const displayCode = (normalised: string): string =>
  normalised.length > 3 ? `${normalised.slice(0, 3)}.${normalised.slice(3)}` : normalised

/** The definition versions the semester's counts use, as an acceptance stores them. */
const versionsUsed = (definitions: CaseDefinitions, records: StoredCaseRecord[]) =>
  deriveMonthlyCounts(
    { registry: '', ...DEMO_CASE_SEMESTER, births: [], cases: records },
    definitions.definitionsFor,
    demoMalformations.map((malformation) => malformation.number),
  ).versions
