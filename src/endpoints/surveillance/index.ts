import type { Endpoint } from 'payload'
import { batchEndpoint } from './batch'
import {
  caseRecordsTemplateEndpoint,
  downloadCaseRecordsEndpoint,
  submitCaseRecordsEndpoint,
  uploadCaseRecordsEndpoint,
} from './caseRecords'
import { caseViewsEndpoint } from './caseViews'
import { countsEndpoint } from './counts'
import { indicatorsEndpoint } from './indicators'
import {
  exportAdxEndpoint,
  exportDataValueSetsEndpoint,
  importAdxEndpoint,
  importDataValueSetsEndpoint,
} from './exchange'
import { endemicChannelEndpoint, scanEndpoint, trendEndpoint } from './monitoring'
import { monitoringRunEndpoint } from './monitoringRun'
import { monthlyCountsEndpoint } from './monthlyCounts'
import { prevalenceEndpoint } from './prevalence'
import { semiannualReportPdfEndpoint } from './reportPdf'
import { publishReportEndpoint } from './reportPublish'
import { publishReleaseEndpoint } from './releases'
import { signalSummaryPdfEndpoint } from './signalSummaryPdf'
import {
  acceptSubmissionEndpoint,
  remindersEndpoint,
  returnSubmissionEndpoint,
  rollbackSubmissionEndpoint,
} from './review'
import { submissionTemplateEndpoint } from './submissionTemplate'
import { checkCountsEndpoint, submitCountsEndpoint, uploadCountsEndpoint } from './submissions'

/**
 * Root endpoints of the surveillance tools, served under /api. The alarm test has its own
 * Next.js route (app/(payload)/api/surveillance/alarm-test).
 */
export const surveillanceEndpoints: Endpoint[] = [
  batchEndpoint,
  submitCountsEndpoint,
  checkCountsEndpoint,
  uploadCountsEndpoint,
  submitCaseRecordsEndpoint,
  uploadCaseRecordsEndpoint,
  downloadCaseRecordsEndpoint,
  caseRecordsTemplateEndpoint,
  submissionTemplateEndpoint,
  remindersEndpoint,
  acceptSubmissionEndpoint,
  returnSubmissionEndpoint,
  rollbackSubmissionEndpoint,
  countsEndpoint,
  endemicChannelEndpoint,
  scanEndpoint,
  trendEndpoint,
  monitoringRunEndpoint,
  prevalenceEndpoint,
  caseViewsEndpoint,
  semiannualReportPdfEndpoint,
  signalSummaryPdfEndpoint,
  publishReportEndpoint,
  publishReleaseEndpoint,
  monthlyCountsEndpoint,
  indicatorsEndpoint,
  exportDataValueSetsEndpoint,
  exportAdxEndpoint,
  importDataValueSetsEndpoint,
  importAdxEndpoint,
]
