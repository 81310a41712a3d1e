import type { PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { classifyCase, deriveMonthlyCounts, groupsOfCase, type DerivedCounts } from '../caseRecords'
import type { CaseRecordSemester } from '../caseRecords/model'

import type { Semester } from '../submissions/model'
import { loadCaseRecords, replaceCaseRecords } from './caseRecordRows'
import type { CaseDefinitions } from './loadCaseDefinitions'
import { loadMonitoredMalformations } from './monitoredMalformations'
import type { AcceptedSemester, OutcomeCounts } from './writeAccepted'

interface CaseRecordsSubmission {
  id: DocumentId
  registryId: DocumentId
  registryCode: string
  year: number
  semester: Semester
  births: AcceptedSemester['births']
  demo: boolean
}

const outcomeField = {
  'live-birth': 'liveBirthCases',
  'fetal-death': 'fetalDeathCases',
  topfa: 'topfaCases',
} as const

/** Which version of each anomaly's definition a semester's derived counts used. */
export type DefinitionVersions = DerivedCounts['versions']

/**
 * What accepting a case-record submission writes: the monthly counts of every monitored anomaly
 * derived from its records with the group definitions in force on each case's date (each case
 * once per group, 0 in a month without a case), with the counts by outcome beside them; and each
 * record's groups and class, stored on it. Call inside the acceptance's transaction, with the
 * definitions read before it. Returns the counts and the definition versions they used (stored
 * on the submission as `definitionVersions`).
 */
export async function deriveAcceptedCases(
  req: PayloadRequest,
  submission: CaseRecordsSubmission,
  definitions: CaseDefinitions,
): Promise<{ cases: AcceptedSemester['cases']; versions: DefinitionVersions }> {
  const records = await loadCaseRecords(req, { submissionId: submission.id })
  const ids = await loadMonitoredMalformations(req)
  const semester: CaseRecordSemester = {
    registry: submission.registryCode,
    year: submission.year,
    semester: submission.semester,
    births: submission.births,
    cases: records,
  }
  const derived = deriveMonthlyCounts(semester, definitions.definitionsFor, [...ids.keys()])
  const byOutcome = new Map<string, OutcomeCounts>()
  for (const row of derived.byOutcome) {
    const key = `${row.malformation}|${row.month}`
    const counts = byOutcome.get(key) ?? { liveBirthCases: 0, fetalDeathCases: 0, topfaCases: 0 }
    counts[outcomeField[row.outcome]] += row.cases
    byOutcome.set(key, counts)
  }

  await replaceCaseRecords(
    req,
    {
      registryId: submission.registryId,
      year: submission.year,
      semester: submission.semester,
      submissionId: submission.id,
      demo: submission.demo,
    },
    records.map((record) => ({
      ...record,
      groups: groupsOfCase(
        record.codes,
        definitions.definitionsFor(caseDate(submission.year, record)),
      ),
      caseClass: classifyCase(record.codes, record.syndrome, definitions.lists),
    })),
  )

  const cases = derived.cases.flatMap((row) => {
    const malformationId = ids.get(row.malformation)
    if (malformationId === undefined) return []
    return [
      {
        malformationId,
        month: row.month,
        cases: row.cases,
        byOutcome: byOutcome.get(`${row.malformation}|${row.month}`) ?? {
          liveBirthCases: 0,
          fetalDeathCases: 0,
          topfaCases: 0,
        },
      },
    ]
  })
  return { cases, versions: derived.versions }
}

/** The day a case's definitions are chosen by: its date, the 1st when the day is not given. */
const caseDate = (year: number, record: { month: number; day: number | null }): string =>
  `${year}-${String(record.month).padStart(2, '0')}-${String(record.day ?? 1).padStart(2, '0')}`
