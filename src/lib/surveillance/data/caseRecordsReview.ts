import { createLocalReq, type Payload } from 'payload'
import type { MonthlyNumbers, SubmissionSummary } from '@/lib/surveillance/submissions/summary'
import { deriveMonthlyCounts } from '../caseRecords'
import { loadCaseRecords } from './caseRecordRows'
import { loadCaseDefinitions } from './loadCaseDefinitions'
import { loadMonitoredMalformations } from './monitoredMalformations'

/**
 * What the office reviews of a semester sent as case records: how many records it holds and
 * the monthly counts accepting it would write (every monitored anomaly, with the definitions in
 * force on each case's date, as the acceptance derives them), so the review table and the
 * comparison with an accepted version read like a monthly submission's.
 */
export async function caseRecordsForReview(
  payload: Payload,
  submission: Pick<SubmissionSummary, 'id' | 'registry' | 'year' | 'semester' | 'births'>,
): Promise<{ records: number; cases: MonthlyNumbers['cases'] }> {
  const req = await createLocalReq({}, payload)
  const [records, definitions, monitored] = await Promise.all([
    loadCaseRecords(req, { submissionId: submission.id }),
    loadCaseDefinitions(payload),
    loadMonitoredMalformations(req),
  ])
  const derived = deriveMonthlyCounts(
    {
      registry: submission.registry.code,
      year: submission.year,
      semester: submission.semester,
      births: submission.births,
      cases: records,
    },
    definitions.definitionsFor,
    [...monitored.keys()],
  )
  return { records: records.length, cases: derived.cases }
}
