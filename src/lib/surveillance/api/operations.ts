import type { z } from 'zod'
import {
  endemicChannelMethod,
  scanMethod,
  semiannualReportMethod,
  trendMethod,
} from '../monitoring/methods'
import { caseRecordsDownloadQuerySchema, caseRecordsTemplateQuerySchema } from './queries'
import { exchangeExportQuerySchema, indicatorQuerySchema } from './queries'
import * as request from './requests'
import * as schema from './schemas'

/** Who may call: anyone (a signed-in caller may see more), a member (session or API key), admins. */
export type Auth = 'public' | 'member' | 'admin'
export type Caller = 'anonymous' | 'member' | 'admin'

export interface Answer {
  description: string
  /** A JSON answer's schema; absent for a file (`contentType`). */
  schema?: z.ZodType
  contentType?: string
}

export interface Operation {
  /** Under /api, with {name} for a path parameter. */
  path: string
  method: 'get' | 'post'
  summary: string
  tag: 'Public data' | 'Submissions' | 'Case records' | 'Office' | 'Exchange'
  auth: Auth
  query?: z.ZodObject
  pathParams?: z.ZodObject
  body?: { schema: z.ZodType; contentType?: string; example: unknown }
  /** The answers besides the refusals the builder adds (400, 401, 403 by `auth`). */
  answers: Record<number, Answer>
  /**
   * One example: its parameters (in the document) and who the contract test calls it as and
   * the status it then expects (an endpoint that writes is called as someone it refuses).
   */
  example: {
    query?: Record<string, string>
    path?: Record<string, string>
    caller: Caller
    status: number
  }
}

const json = (description: string, answer: z.ZodType): Answer => ({ description, schema: answer })
const file = (description: string, contentType: string): Answer => ({ description, contentType })
/** A file sent as a form (the templates, a batch): the form's own fields as its example. */
const upload = (example: Record<string, string> = {}) => ({
  schema: schema.uploadForm,
  contentType: 'multipart/form-data',
  example,
})
const CSV = 'text/csv'
const PDF = 'application/pdf'

/** A registry's series or report asked by someone who does not see it exactly. */
const registryRefusals = {
  401: json("A registry's, asked without signing in.", schema.errorAnswer),
  403: json("A registry's, asked by someone who does not see it exactly.", schema.errorAnswer),
}

const DEMO = { registry: 'AR-RENAC', malformation: '1', year: '2020' }

const submissionExample = {
  registry: DEMO.registry,
  year: 2020,
  semester: 1,
  status: 'draft',
  births: [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 1000, stillbirths: 8 })),
  cases: [1, 2, 3, 4, 5, 6].map((month) => ({ malformation: 1, month, cases: 1 })),
}

const monitoring = (
  method: typeof endemicChannelMethod | typeof scanMethod | typeof trendMethod,
  summary: string,
): Operation => ({
  path: method.api,
  method: 'get',
  summary,
  tag: 'Public data',
  auth: 'public',
  query: request.methodQuery(method),
  answers: { 200: json('The analysis.', schema.monitoringAnswer), ...registryRefusals },
  example: {
    query: { registry: 'network', malformation: DEMO.malformation },
    caller: 'anonymous',
    status: 200,
  },
})

const review = (action: 'accept' | 'return' | 'rollback', summary: string): Operation => ({
  path: `/surveillance/submissions/{id}/${action}`,
  method: 'post',
  summary,
  tag: 'Office',
  auth: 'admin',
  pathParams: request.submissionPath,
  body: { schema: schema.commentBody, example: { comment: 'Checked with the registry.' } },
  answers: {
    200: json(
      action === 'rollback' ? 'Rolled back.' : 'Reviewed.',
      action === 'rollback' ? schema.rollbackAnswer : schema.reviewAnswer,
    ),
    404: json('No such submission.', schema.errorAnswer),
    409: json('Not in a state to be reviewed so.', schema.errorAnswer),
  },
  example: { path: { id: '1' }, caller: 'member', status: 403 },
})

const exchangeExport = (format: 'dataValueSets' | 'adx'): Operation => ({
  path: `/surveillance/exchange/${format}`,
  method: 'get',
  summary:
    format === 'adx'
      ? "A registry's year or semester as ADX XML (docs/exchange.md)."
      : "A registry's year or semester as a DHIS2 data value set (docs/exchange.md).",
  tag: 'Exchange',
  auth: 'public',
  query: exchangeExportQuerySchema,
  answers: {
    200:
      format === 'adx'
        ? file('The values as ADX.', 'application/adx+xml')
        : json('The values as a data value set.', schema.dataValueSet),
  },
  example: {
    query: { registry: DEMO.registry, year: DEMO.year },
    caller: 'anonymous',
    status: 200,
  },
})

const exchangeImport = (format: 'dataValueSets' | 'adx'): Operation => ({
  path: `/surveillance/exchange/${format}`,
  method: 'post',
  summary: `A semester's values from ${format === 'adx' ? 'ADX XML' : 'a DHIS2 data value set'}, stored as its draft.`,
  tag: 'Exchange',
  auth: 'member',
  body:
    format === 'adx'
      ? { schema: schema.adxDocument, contentType: 'application/adx+xml', example: '<adx/>' }
      : { schema: schema.dataValueSet, example: { dataValues: [] } },
  answers: {
    200: json('A draft changed.', schema.exchangeImportAnswer),
    201: json('A draft made.', schema.exchangeImportAnswer),
    413: json('The file is too large.', schema.errorAnswer),
  },
  example: { caller: 'anonymous', status: 401 },
})

/** Every operation of the surveillance API, and the FHIR door beside it. */
export const operations: Operation[] = [
  {
    path: '/surveillance/prevalence',
    method: 'get',
    summary: 'Prevalence per 10,000 births with its exact 95% interval, from accepted data.',
    tag: 'Public data',
    auth: 'public',
    query: request.prevalenceQuery,
    answers: {
      200: json(
        'The rows the caller may see (a file with format=csv|xlsx).',
        schema.prevalenceAnswer,
      ),
    },
    example: {
      query: { malformation: DEMO.malformation, registry: 'network', groupBy: 'year' },
      caller: 'anonymous',
      status: 200,
    },
  },
  {
    path: '/surveillance/case-views',
    method: 'get',
    summary: "What case records add to one anomaly's figures in one year.",
    tag: 'Public data',
    auth: 'public',
    query: request.caseViewsQuery,
    answers: { 200: json('The views the caller may see.', schema.caseViewsAnswer) },
    example: {
      query: { malformation: DEMO.malformation, year: DEMO.year },
      caller: 'anonymous',
      status: 200,
    },
  },
  {
    path: '/surveillance/indicators',
    method: 'get',
    summary: "The WHO birth-defects surveillance kit's indicators (docs/who-indicators.md).",
    tag: 'Public data',
    auth: 'public',
    query: indicatorQuerySchema,
    answers: { 200: json('The indicators.', schema.indicatorsAnswer) },
    example: { query: { registry: 'network', year: DEMO.year }, caller: 'anonymous', status: 200 },
  },
  monitoring(endemicChannelMethod, 'The endemic channel of one year against the previous ones.'),
  monitoring(scanMethod, "Kulldorff's scan in time: the most likely cluster of the window."),
  monitoring(trendMethod, 'The yearly trend (Poisson regression on births).'),
  {
    path: semiannualReportMethod.api,
    method: 'get',
    summary: 'The semiannual report as a PDF, in the language asked.',
    tag: 'Public data',
    auth: 'public',
    query: request.methodQuery(semiannualReportMethod),
    answers: {
      200: file('The report.', PDF),
      302: { description: 'A published report: its stored PDF (Location).' },
      ...registryRefusals,
      503: json('Too many reports being made: retry after Retry-After.', schema.errorAnswer),
    },
    example: {
      query: { registry: DEMO.registry, year: DEMO.year, semester: '1' },
      caller: 'anonymous',
      status: 401,
    },
  },
  {
    path: '/surveillance/signals/summary/{year}/pdf',
    method: 'get',
    summary: "The year's monitoring summary as a PDF.",
    tag: 'Public data',
    auth: 'public',
    pathParams: request.signalSummaryPath,
    answers: {
      200: file('The summary.', PDF),
      503: json('Too many being made: retry after Retry-After.', schema.errorAnswer),
    },
    example: { path: { year: DEMO.year }, caller: 'anonymous', status: 200 },
  },
  {
    path: '/surveillance/alarm-test',
    method: 'post',
    summary: 'The alarm test: observed cases against the expected ones of a base period.',
    tag: 'Public data',
    auth: 'public',
    body: {
      schema: schema.alarmTestBody,
      example: {
        registry: DEMO.registry,
        malformation: DEMO.malformation,
        periodStart: '2025-01-01',
        periodEnd: '2025-06-30',
        births: 12000,
        observed: 12,
      },
    },
    answers: { 200: json("The test's result.", schema.alarmTestAnswer) },
    example: { caller: 'anonymous', status: 200 },
  },
  exchangeExport('dataValueSets'),
  exchangeExport('adx'),
  {
    path: '/surveillance/counts',
    method: 'get',
    summary: 'Accepted births and cases, exact for the registries the caller sees exactly.',
    tag: 'Submissions',
    auth: 'member',
    query: request.countsQuery,
    answers: { 200: json('The rows.', schema.countsAnswer) },
    example: {
      query: { registry: DEMO.registry, malformation: DEMO.malformation, groupBy: 'year' },
      caller: 'member',
      status: 200,
    },
  },
  {
    path: '/surveillance/monthly-counts',
    method: 'get',
    summary: 'The accepted months behind the database query, as JSON, CSV or XLSX.',
    tag: 'Submissions',
    auth: 'member',
    query: request.monthlyCountsQuery,
    answers: {
      200: json('The months (a file with format=csv|xlsx).', schema.monthlyCountsAnswer),
    },
    example: {
      query: {
        malformation: DEMO.malformation,
        registry: DEMO.registry,
        from: '2020-01',
        to: '2020-06',
      },
      caller: 'member',
      status: 200,
    },
  },
  {
    path: '/surveillance/submissions',
    method: 'post',
    summary: 'A semester of monthly counts, stored as a draft or submitted to the office.',
    tag: 'Submissions',
    auth: 'member',
    body: { schema: schema.submissionBody, example: submissionExample },
    answers: {
      201: json('Stored.', schema.submissionAnswer),
      409: json('The office is reviewing the semester.', schema.errorAnswer),
    },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/surveillance/submissions/check',
    method: 'post',
    summary: 'The same body, checked and not stored: the warnings submitting would give.',
    tag: 'Submissions',
    auth: 'member',
    body: { schema: schema.submissionBody, example: submissionExample },
    answers: { 200: json('The warnings.', schema.checkAnswer) },
    example: { caller: 'member', status: 200 },
  },
  {
    path: '/surveillance/submissions/upload',
    method: 'post',
    summary:
      'A semester from the CSV or XLSX template (up to 2 MB); problems name line and column.',
    tag: 'Submissions',
    auth: 'member',
    body: upload({ draft: '1' }),
    answers: {
      201: json('Stored.', schema.submissionAnswer),
      409: json('The office is reviewing the semester.', schema.errorAnswer),
      413: json('The file is too large.', schema.errorAnswer),
    },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/surveillance/submissions/template',
    method: 'get',
    summary: 'The monthly-counts template, its headers in the language asked.',
    tag: 'Submissions',
    auth: 'member',
    query: request.submissionTemplateQuery,
    answers: { 200: file('The template (XLSX with format=xlsx).', CSV) },
    example: { query: { format: 'csv', language: 'en' }, caller: 'member', status: 200 },
  },
  {
    path: '/surveillance/batch',
    method: 'post',
    summary: 'Alarm tests of a semester file, one per row, alarms first.',
    tag: 'Submissions',
    auth: 'member',
    query: request.batchQuery,
    body: upload(),
    answers: { 200: json("Every row's result (CSV with format=csv).", schema.batchAnswer) },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/surveillance/case-records',
    method: 'post',
    summary: 'A semester as case records; every problem on its case and field, nothing stored.',
    tag: 'Case records',
    auth: 'member',
    body: {
      schema: schema.caseRecordsBody,
      example: { ...submissionExample, cases: [], birthsByMaternalAge: undefined },
    },
    answers: {
      201: json('Stored.', schema.caseRecordsAnswer),
      409: json('The office is reviewing the semester.', schema.errorAnswer),
    },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/surveillance/case-records/upload',
    method: 'post',
    summary: 'The same from the case-record template (up to 24 MB, 60,000 cases).',
    tag: 'Case records',
    auth: 'member',
    body: upload(),
    answers: {
      201: json('Stored.', schema.caseRecordsAnswer),
      409: json('The office is reviewing the semester.', schema.errorAnswer),
      413: json('The file is too large.', schema.errorAnswer),
    },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/surveillance/case-records',
    method: 'get',
    summary: "A registry's case records as CSV or XLSX, for its members and the office (audited).",
    tag: 'Case records',
    auth: 'member',
    query: caseRecordsDownloadQuerySchema,
    answers: { 200: file('The records (XLSX with format=xlsx).', CSV) },
    example: { query: { registry: DEMO.registry, year: DEMO.year }, caller: 'member', status: 200 },
  },
  {
    path: '/surveillance/case-records/template',
    method: 'get',
    summary: 'The empty case-record template and its data dictionary.',
    tag: 'Case records',
    auth: 'member',
    query: caseRecordsTemplateQuerySchema,
    answers: { 200: file('The template (XLSX with format=xlsx).', CSV) },
    example: { query: { format: 'csv', language: 'es' }, caller: 'member', status: 200 },
  },
  review('accept', "Accepts a submitted semester; the registry's monitoring is queued."),
  review('return', 'Returns a submitted semester to the registry, with why.'),
  review('rollback', 'Takes back the acceptance of the version in use.'),
  {
    path: '/surveillance/submissions/reminders',
    method: 'post',
    summary: 'Emails the registries that have not sent a semester.',
    tag: 'Office',
    auth: 'admin',
    body: { schema: schema.remindersBody, example: { year: 2020, semester: 1 } },
    answers: { 200: json('Who was reminded.', schema.remindersAnswer) },
    example: { caller: 'member', status: 403 },
  },
  {
    path: '/surveillance/monitoring/run',
    method: 'post',
    summary: 'Queues the monitoring of every registry (also run nightly).',
    tag: 'Office',
    auth: 'admin',
    answers: { 202: json('Queued.', schema.queuedAnswer) },
    example: { caller: 'member', status: 403 },
  },
  {
    path: '/surveillance/reports/publish',
    method: 'post',
    summary: "Publishes a registry's semiannual report to its members.",
    tag: 'Office',
    auth: 'admin',
    body: {
      schema: schema.publishReportBody,
      example: { registry: DEMO.registry, year: 2020, semester: 1 },
    },
    answers: {
      200: json('Published before.', schema.publishReportAnswer),
      201: json('Published.', schema.publishReportAnswer),
      409: json('No accepted data for that semester.', schema.errorAnswer),
    },
    example: { caller: 'member', status: 403 },
  },
  {
    path: '/surveillance/releases',
    method: 'post',
    summary: 'Publishes the public figures as they stand: a new frozen release.',
    tag: 'Office',
    auth: 'admin',
    answers: {
      201: json('Published.', schema.releaseAnswer),
      409: json('Another release was being published.', schema.errorAnswer),
    },
    example: { caller: 'member', status: 403 },
  },
  exchangeImport('dataValueSets'),
  exchangeImport('adx'),
  {
    path: '/fhir/Bundle',
    method: 'post',
    summary: 'A FHIR R4 Birth Defects Reporting bundle, stored as draft case records.',
    tag: 'Exchange',
    auth: 'member',
    query: request.fhirBundleQuery,
    body: {
      schema: schema.fhirBundle,
      contentType: 'application/fhir+json',
      example: { resourceType: 'Bundle', type: 'collection', entry: [] },
    },
    answers: {
      201: json('Stored: how many records.', schema.operationOutcome),
      400: json('Each problem with its FHIRPath.', schema.operationOutcome),
      401: json('Not signed in.', schema.operationOutcome),
      403: json('Not allowed.', schema.operationOutcome),
    },
    example: { caller: 'anonymous', status: 401 },
  },
  {
    path: '/fhir/metadata',
    method: 'get',
    summary: 'The FHIR CapabilityStatement.',
    tag: 'Exchange',
    auth: 'public',
    answers: { 200: json('The statement.', schema.capabilityStatement) },
    example: { caller: 'anonymous', status: 200 },
  },
]
