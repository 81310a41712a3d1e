import type { PayloadRequest } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { relationId } from '@/lib/relationId'
import {
  caseRecordsCsv,
  caseRecordsXlsx,
  caseTemplateRows,
  caseTemplateXlsx,
} from '@/lib/surveillance/caseSubmissions/caseRecordsFile'
import { toCsv } from '@/lib/surveillance/present/csv'
import { caseFileDictionary } from '@/lib/surveillance/caseSubmissions/caseFileDictionary'
import { loadCaseRecords } from '@/lib/surveillance/data/caseRecordRows'
import { recordVersionIds } from '@/lib/surveillance/data/semesterVersions'
import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { mayReadCaseRecords } from '@/lib/surveillance/disclosure'
import type { User } from '@/payload-types'
import { saveCaseRecordsFile } from '@/lib/surveillance/data/saveCaseRecordsFile'
import {
  CASE_FILE_MAX_MB,
  CASE_UPLOAD_MAX_BODY_BYTES,
} from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { MAX_CASE_RECORDS_BODY_BYTES } from '@/lib/security/bodyCaps'
import { readUploadForm, uploadOver } from './uploadForm'
import { parseQuery } from '@/lib/surveillance/api/parseQuery'
import {
  caseRecordsDownloadQuerySchema,
  caseRecordsTemplateQuerySchema,
} from '@/lib/surveillance/api/queries'
import type { Semester } from '@/lib/surveillance/submissions/model'
import {
  caseWarningKey,
  saveCaseRecords,
  type CaseRecordsOutcome,
} from '@/lib/surveillance/data/saveCaseRecords'
import { caseIssueField, caseIssueText } from '@/lib/surveillance/present/caseIssueJson'
import type { SurveillanceT } from '@/lib/surveillance/present/translate'
import { warningText } from '@/lib/surveillance/submissions/warningText'
import { jsonResponse } from '@/lib/jsonAnswer'
import {
  errorJson,
  errorResponse,
  readJsonObject,
  refusal,
  surveillanceEndpoint,
  type SurveillanceError,
} from './boundary'
import { tableFileAnswer } from './tableFileAnswer'

/** A national registry's semester of records (tens of thousands) fits; the boundary refuses more. */
export const CASE_RECORDS_MAX_BODY_BYTES = MAX_CASE_RECORDS_BODY_BYTES

/**
 * POST /api/surveillance/case-records — a semester sent as case records: { registry, year,
 * semester, status?: 'draft' | 'submitted', births: [{ month, liveBirths, stillbirths }],
 * birthsByMaternalAge?: [{ band: '<20' | '20-24' | … | '45+' | 'unknown', births }] (optional,
 * adding up to the semester's live births and stillbirths; the denominator of Down syndrome by
 * maternal age), cases:
 * [{ caseId, month, day?, outcome: 'live-birth' | 'fetal-death' | 'topfa', sex, plurality,
 * gestationalWeeks, birthWeight, prenatalDiagnosis, diagnosisWeeks, maternalAge, codes: [..],
 * syndrome?, description? }] }. Null or missing is "not available". 201 with the stored
 * submission (its warnings translated); 400 with every problem, each on its field
 * (`cases[3].codes`), nothing stored; 401 anonymous; 403 another registry's; 409 while the
 * office reviews the semester. Accepts a user's API key with the submit scope.
 */
export const submitCaseRecordsEndpoint = surveillanceEndpoint({
  path: '/surveillance/case-records',
  method: 'post',
  access: 'user',
  maxBodyBytes: CASE_RECORDS_MAX_BODY_BYTES,
  handler: async ({ req, locale, t }) => {
    const body = await readJsonObject(req)
    return caseRecordsAnswer(req, await saveCaseRecords(req, body, locale), t)
  },
})

/** The answer to a case-record submission, from JSON or from a file. */
export async function caseRecordsAnswer(
  req: PayloadRequest,
  outcome: CaseRecordsOutcome,
  t: SurveillanceT,
  located?: (field: string) => { line: number; column: string } | undefined,
): Promise<Response> {
  if (!outcome.ok) {
    const errors: SurveillanceError[] = [
      ...outcome.issues.map((issue) => errorJson(issue, t)),
      ...outcome.caseIssues.map((issue) => {
        const field = caseIssueField(issue)
        const cell = located?.(field)
        return {
          ...(cell ? { line: cell.line, column: cell.column } : { field }),
          code: issue.code,
          severity: issue.severity,
          message: caseIssueText(t, issue),
        }
      }),
    ]
    return jsonResponse({
      status: outcome.status,
      body: { message: t('form.errorSummary'), errors },
    })
  }
  const { doc } = outcome
  // From a file, each case record's warning names its line and column, as errors do.
  const cellOfWarning = new Map(
    outcome.caseWarnings.flatMap((issue) => {
      const cell = located?.(caseIssueField(issue))
      return cell ? [[caseWarningKey(issue), cell] as const] : []
    }),
  )
  const registry = await req.payload.findByID({
    collection: 'member-registries',
    id: relationId(doc.registry)!,
    depth: 0,
    select: { networkCode: true },
    overrideAccess: true,
  })
  return Response.json(
    {
      id: doc.id,
      kind: doc.kind,
      registry: registry.networkCode,
      year: doc.year,
      semester: doc.semester,
      status: doc.status,
      births: doc.births ?? [],
      birthsByMaternalAge: doc.birthsByMaternalAge ?? null,
      // Null until the office accepts; then the versions the derived counts used.
      definitionVersions: doc.definitionVersions ?? null,
      warnings: (doc.warnings ?? []).map((warning) => ({
        key: warning.key,
        code: warning.code,
        ...cellOfWarning.get(warning.key ?? ''),
        message: warningText(t, {
          code: warning.code,
          params: (warning.params ?? {}) as Record<string, string | number>,
        }),
      })),
      resubmission: outcome.resubmission,
      ...(outcome.resubmission ? { notice: t('api.resubmission') } : {}),
    },
    { status: 201 },
  )
}

/**
 * GET /api/surveillance/case-records?registry=CODE[&year=YYYY[&semester=1|2[&version=N]]]
 * [&format=csv|xlsx][&language=pt|es|en] — the registry's case records as a file (CSV by
 * default), each semester's latest version (or version N of the one semester named), for whom the
 * disclosure policy lets read them (`mayReadCaseRecords`: its members and the office): 401
 * anonymous, 403 anyone else. Every read is written to the audit log.
 */
export const downloadCaseRecordsEndpoint = surveillanceEndpoint({
  path: '/surveillance/case-records',
  method: 'get',
  access: 'user',
  handler: async ({ req, locale, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const query = readDownloadQuery(params)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const { docs } = await req.payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: query.value.registry } },
      depth: 0,
      limit: 1,
      select: { networkCode: true },
      overrideAccess: true,
    })
    const registry = docs[0]
    if (!registry)
      return errorResponse(
        400,
        [{ field: 'registry', code: 'unknownRegistry', params: { value: query.value.registry } }],
        t,
      )
    // Who reads case records is the disclosure policy's decision, not this endpoint's.
    const policy = await loadDisclosurePolicy(req.payload, req.user as User | null)
    if (!mayReadCaseRecords(policy, registry.networkCode))
      return refusal(403, 'notYourRegistry', t('issues.notYourRegistry'))
    const records = await loadCaseRecords(req, {
      submissionIds: await recordVersionIds(req, {
        registryId: registry.id,
        year: query.value.year,
        semester: query.value.semester,
        version: query.value.version,
      }),
    })
    await recordAuditEvent(req, {
      action: 'caseRecordsDownloaded',
      registry: registry.id,
      apiKey: (req.user as { apiKeyId?: number } | null)?.apiKeyId ?? null,
      detail: params.toString(),
    })
    const language = isLocale(params.get('language')) ? (params.get('language') as Locale) : locale
    const name = `case-records-${registry.networkCode}`
    return query.value.format === 'xlsx'
      ? tableFileAnswer(
          'xlsx',
          name,
          await caseRecordsXlsx(registry.networkCode, records, language),
        )
      : tableFileAnswer('csv', name, caseRecordsCsv(registry.networkCode, records, language))
  },
})

function readDownloadQuery(params: URLSearchParams) {
  const parsed = parseQuery(caseRecordsDownloadQuerySchema, params)
  if (!parsed.ok) return parsed
  const { registry, year, semester, version, format } = parsed.value
  return {
    ok: true as const,
    value: {
      registry,
      year: year ?? undefined,
      semester: (semester ?? undefined) as Semester | undefined,
      version: version ?? undefined,
      format,
    },
  }
}

/**
 * POST /api/surveillance/case-records/upload — the same from the case-record template (CSV or
 * XLSX, one row per case, codes separated by ';'; multipart: `file`, `births` and the optional `birthsByMaternalAge` as JSON text,
 * `status` or `draft=1`). Problems come back with the line and column of the file, and so do the
 * stored case warnings (`line`, `column` beside their message). Up to CASE_FILE_MAX_MB (24 MB) and
 * 60,000 cases (caseFileLimits.ts).
 */
export const uploadCaseRecordsEndpoint = surveillanceEndpoint({
  path: '/surveillance/case-records/upload',
  method: 'post',
  access: 'user',
  maxBodyBytes: CASE_UPLOAD_MAX_BODY_BYTES,
  tooLarge: uploadOver(CASE_FILE_MAX_MB),
  handler: async ({ req, locale, t }) => {
    const { form, file, status } = await readUploadForm(req)
    const { outcome, cellOf } = await saveCaseRecordsFile(
      req,
      file,
      {
        status,
        births: form?.get('births') ?? undefined,
        birthsByMaternalAge: form?.get('birthsByMaternalAge') ?? undefined,
      },
      locale,
    )
    return caseRecordsAnswer(req, outcome, t, cellOf)
  },
})

/**
 * GET /api/surveillance/case-records/template?format=csv|xlsx[&language=pt|es|en] — the empty
 * case-record template (one row per case), its headers in the reader's language; the XLSX has
 * the data dictionary (each column's meaning and accepted words) as its second sheet, and
 * `part=dictionary` gives that dictionary alone as CSV.
 */
export const caseRecordsTemplateEndpoint = surveillanceEndpoint({
  path: '/surveillance/case-records/template',
  method: 'get',
  access: 'user',
  handler: async ({ req, locale, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const query = parseQuery(caseRecordsTemplateQuerySchema, params)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const { format, part } = query.value
    const language = isLocale(params.get('language')) ? (params.get('language') as Locale) : locale
    if (part === 'dictionary')
      return tableFileAnswer('csv', 'case-records-dictionary', toCsv(caseFileDictionary(language)))
    return format === 'xlsx'
      ? tableFileAnswer('xlsx', 'case-records-template', await caseTemplateXlsx(language))
      : tableFileAnswer('csv', 'case-records-template', toCsv(caseTemplateRows(language)))
  },
})
