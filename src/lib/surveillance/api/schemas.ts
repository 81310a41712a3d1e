import { z } from 'zod'
import { MAX_TEXT, YEAR_BOUNDS } from '../input/query'

/**
 * The bodies the surveillance API reads and answers, as named schemas of the OpenAPI document
 * (`#/components/schemas/<id>`). Answers are open objects: the contract test checks what each
 * says it holds, and a field added later does not break a client reading these.
 */
export const apiSchemas = z.registry<{ id: string; description?: string }>()

const named = <S extends z.ZodType>(id: string, description: string, schema: S): S => {
  apiSchemas.add(schema, { id, description })
  return schema
}

const open = z.looseObject
const count = z.number().int().nullable()

export const errorAnswer = named(
  'ErrorAnswer',
  'Every refusal: one entry per problem, in the language asked (?locale=).',
  open({
    message: z.string().optional(),
    errors: z.array(
      open({
        field: z.string().optional(),
        line: z.number().int().optional(),
        column: z.string().optional(),
        code: z.string(),
        message: z.string(),
      }),
    ),
  }).meta({
    examples: [
      {
        errors: [
          {
            field: 'year',
            code: 'invalidYear',
            message: `Enter a year between ${YEAR_BOUNDS.min} and ${YEAR_BOUNDS.max}.`,
          },
        ],
      },
    ],
  }),
)

const release = z.object({ number: z.number().int(), publishedAt: z.string() }).nullable()

export const prevalenceAnswer = named(
  'PrevalenceAnswer',
  'Prevalence per 10,000 births with its exact 95% interval, as the disclosure policy lets the caller see it.',
  open({
    rows: z.array(
      open({
        registry: z.string(),
        malformation: z.number().int(),
        period: z.string(),
        births: count,
        cases: count,
        rate: z.number().nullable(),
        lower: z.number().nullable(),
        upper: z.number().nullable(),
        suppressed: z.boolean(),
        complete: z.boolean(),
      }),
    ),
    demo: z.boolean(),
    suppressionThreshold: z.number().int().nullable(),
    release,
  }),
)

const countRow = open({
  registry: z.string(),
  malformation: z.number().int(),
  period: z.string(),
  births: count,
  cases: count,
})

export const countsAnswer = named(
  'CountsAnswer',
  'Accepted births and cases; null where not available.',
  open({ rows: z.array(countRow) }),
)

export const monthlyCountsAnswer = named(
  'MonthlyCountsAnswer',
  'The accepted months behind the database query.',
  open({ rows: z.array(countRow), demo: z.boolean() }),
)

export const monitoringAnswer = named(
  'MonitoringAnswer',
  'The query as read, the analysis, and whether the caller sees the series exactly.',
  open({
    registry: z.string(),
    malformation: z.number().int(),
    result: z.unknown(),
    exact: z.boolean(),
  }),
)

export const caseViewsAnswer = named(
  'CaseViewsAnswer',
  "What case records add to one anomaly's figures in one year.",
  open({
    rows: z.array(open({ registry: z.string(), period: z.string() })),
    demo: z.boolean(),
    downSyndrome: z.boolean(),
  }),
)

export const indicatorsAnswer = named(
  'IndicatorsAnswer',
  "The WHO surveillance kit's indicators of a registry or the network.",
  open({
    registry: z.string(),
    year: z.number().int(),
    semester: z.number().int().nullable(),
    indicators: z.array(open({ id: z.string() })),
    demo: z.boolean(),
  }),
)

const submissionStatus = z.enum(['draft', 'submitted', 'accepted', 'returned', 'rolledBack'])

export const submissionBody = named(
  'SubmissionBody',
  'A semester of monthly counts. Null or absent is "not available", 0 is "none".',
  open({
    registry: z.string().max(MAX_TEXT),
    year: z.number().int(),
    semester: z.union([z.literal(1), z.literal(2)]),
    status: z.enum(['draft', 'submitted']).optional(),
    births: z.array(
      z.object({ month: z.number().int(), liveBirths: count, stillbirths: count.optional() }),
    ),
    cases: z.array(
      z.object({ malformation: z.number().int(), month: z.number().int(), cases: count }),
    ),
    explanations: z.record(z.string(), z.string()).optional(),
  }),
)

const warning = open({ code: z.string(), message: z.string() })

/** What both kinds of submission answer once stored. */
const storedSubmission = {
  id: z.union([z.number(), z.string()]),
  registry: z.string(),
  year: z.number().int(),
  semester: z.number().int(),
  status: submissionStatus,
  warnings: z.array(warning),
  resubmission: z.boolean(),
}

export const submissionAnswer = named(
  'SubmissionAnswer',
  'The stored submission, its warnings in the language asked.',
  open({ ...storedSubmission, notice: z.string().optional() }),
)

export const checkAnswer = named(
  'CheckAnswer',
  'The plausibility warnings submitting would give; nothing is stored.',
  open({ warnings: z.array(warning.extend({ key: z.string().optional() })) }),
)

export const caseRecordsBody = named(
  'CaseRecordsBody',
  'A semester as case records, one per affected birth, fetal death or TOPFA (docs/api.md, "Case records").',
  open({
    registry: z.string().max(MAX_TEXT),
    year: z.number().int(),
    semester: z.union([z.literal(1), z.literal(2)]),
    status: z.enum(['draft', 'submitted']).optional(),
    births: z.array(open({ month: z.number().int() })),
    birthsByMaternalAge: z.array(open({ band: z.string(), births: count })).optional(),
    cases: z.array(
      open({
        caseId: z.string(),
        month: z.number().int(),
        outcome: z.enum(['live-birth', 'fetal-death', 'topfa']),
        codes: z.array(z.string()),
      }),
    ),
  }),
)

export const caseRecordsAnswer = named(
  'CaseRecordsAnswer',
  'The stored case-record submission.',
  open({ ...storedSubmission, kind: z.string() }),
)

export const commentBody = named(
  'CommentBody',
  "The office's comment (required to return or roll back).",
  open({ comment: z.string().optional() }),
)

const queued = open({ status: z.literal('queued'), job: z.union([z.number(), z.string()]) })

export const reviewAnswer = named(
  'ReviewAnswer',
  "The submission's new status; an acceptance queues the registry's monitoring.",
  open({
    id: z.union([z.number(), z.string()]),
    status: submissionStatus,
    emailed: z.boolean(),
    monitoring: queued.nullable().optional(),
    definitionVersions: z.array(open({})).nullable(),
  }),
)

export const rollbackAnswer = named(
  'RollbackAnswer',
  'The version rolled back and the one in use again.',
  open({
    rolledBack: open({ id: z.union([z.number(), z.string()]), version: z.number().int() }),
    accepted: open({ id: z.union([z.number(), z.string()]), version: z.number().int() }),
  }),
)

export const remindersBody = named(
  'RemindersBody',
  'The semester to remind of (the last one ended when absent).',
  open({
    year: z.number().int().optional(),
    semester: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
)

export const remindersAnswer = named(
  'RemindersAnswer',
  'The registries still owing the semester, and how many members were emailed.',
  open({
    year: z.number().int(),
    semester: z.number().int(),
    registries: z.array(z.string()),
    emailed: z.number().int(),
  }),
)

export const queuedAnswer = named('QueuedAnswer', 'A background job, queued.', queued)

export const publishReportBody = named(
  'PublishReportBody',
  "A registry's semiannual report to publish to its members.",
  open({
    registry: z.string().max(MAX_TEXT),
    year: z.number().int(),
    semester: z.union([z.literal(1), z.literal(2)]),
    resend: z.boolean().optional(),
  }),
)

export const publishReportAnswer = named(
  'PublishReportAnswer',
  'The published report and whom it was sent to.',
  open({
    id: z.union([z.number(), z.string()]),
    registry: z.string(),
    year: z.number().int(),
    semester: z.number().int(),
    created: z.boolean(),
    emailed: z.number().int(),
  }),
)

export const releaseAnswer = named(
  'ReleaseAnswer',
  'The new frozen release of the public figures.',
  open({
    id: z.union([z.number(), z.string()]),
    number: z.number().int(),
    publishedAt: z.string(),
    suppressionThreshold: z.number().int(),
  }),
)

export const alarmTestBody = named(
  'AlarmTestBody',
  "The alarm test's inputs, as the page's form sends them.",
  open({
    registry: z.string(),
    malformation: z.union([z.string(), z.number()]),
    periodStart: z.string().meta({ format: 'date' }),
    periodEnd: z.string().meta({ format: 'date' }),
    births: z.union([z.number(), z.string()]),
    observed: z.union([z.number(), z.string()]),
    basePeriod: z.string().optional(),
    locale: z.enum(['pt', 'es', 'en']).optional(),
  }),
)

const alarmOutcome = open({
  registry: open({ code: z.string() }),
  malformation: open({ number: z.number().int() }),
  periodStart: z.string(),
  periodEnd: z.string(),
  observed: z.number(),
  expected: z.number(),
  alarm: z.boolean(),
})

export const alarmTestAnswer = named(
  'AlarmTestAnswer',
  "The test's result and its summary in the language asked.",
  alarmOutcome.extend({ summary: z.unknown() }),
)

export const batchAnswer = named(
  'BatchAnswer',
  "Every row's result, alarms first.",
  open({
    basePeriod: z.string().nullable(),
    results: z.array(open({ line: z.number().int(), status: z.string() })),
  }),
)

export const exchangeImportAnswer = named(
  'ExchangeImportAnswer',
  "The semester's draft made from the values, and what became of each value.",
  open({
    status: z.literal('draft'),
    registry: z.string(),
    year: z.number().int(),
    semester: z.number().int(),
    message: z.string(),
    values: z.array(open({ message: z.string() })),
  }),
)

export const dataValueSet = named(
  'DataValueSet',
  'A DHIS2 data value set (docs/exchange.md).',
  open({ dataValues: z.array(open({ dataElement: z.string(), value: z.string() })) }),
)

export const operationOutcome = named(
  'OperationOutcome',
  'A FHIR R4 OperationOutcome: how many records were stored, or each problem with its FHIRPath.',
  open({
    resourceType: z.literal('OperationOutcome'),
    issue: z.array(open({ severity: z.string(), code: z.string() })),
  }),
)

export const capabilityStatement = named(
  'CapabilityStatement',
  'The FHIR R4 CapabilityStatement of the Bundle endpoint.',
  open({ resourceType: z.literal('CapabilityStatement'), fhirVersion: z.string() }),
)

/** A multipart upload of a file and the form's fields. */
export const uploadForm = named(
  'UploadForm',
  'A CSV or XLSX file of the template, and the form fields of its endpoint.',
  open({
    file: z.string().meta({ format: 'binary', contentMediaType: 'application/octet-stream' }),
    draft: z.enum(['1']).optional(),
    status: z.enum(['draft', 'submitted']).optional(),
    births: z.string().optional().meta({ description: 'Case records: the births as JSON text.' }),
    birthsByMaternalAge: z.string().optional(),
    _payload: z
      .string()
      .optional()
      .meta({ description: 'Alarm tests: { periodStart, periodEnd, basePeriod? } as JSON text.' }),
  }),
)

export const fhirBundle = named(
  'FhirBundle',
  'A FHIR R4 Bundle of the Birth Defects Reporting guide (docs/exchange.md).',
  open({ resourceType: z.literal('Bundle') }),
)

export const adxDocument = named('AdxDocument', 'An ADX XML document.', z.string())
