import type { PayloadRequest } from 'payload'
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/surveillance/input/table/readTable'
import { readAdx, writeAdx } from '@/lib/surveillance/exchange/adx'
import { readDataValueSet, writeDataValueSet } from '@/lib/surveillance/exchange/dataValueSets'
import { exportValues } from '@/lib/surveillance/exchange/exportStore'
import { importDataValues } from '@/lib/surveillance/exchange/importStore'
import { loadExchangeMapping } from '@/lib/surveillance/exchange/loadMapping'
import type { FieldIssue } from '@/lib/surveillance/input/issues'
import { parseQuery } from '@/lib/surveillance/api/parseQuery'
import { exchangeExportQuerySchema } from '@/lib/surveillance/api/queries'
import { SUBMISSION_FILE_MAX_BYTES } from '@/lib/surveillance/submissions/uploadLimits'
import type { Semester } from '@/lib/surveillance/submissions/model'
import type { NamedValue } from '@/lib/surveillance/exchange/values'
import type { SurveillanceT } from '@/lib/surveillance/present/translate'
import { errorResponse, refusal, surveillanceEndpoint } from './boundary'
import { uploadTooLarge } from './uploadForm'

type Format = 'dataValueSets' | 'adx'

/** `registry`, `year` and an optional `semester` of an export's query string. */
function readExportQuery(url: string | undefined) {
  const parsed = parseQuery(
    exchangeExportQuerySchema,
    new URL(url ?? '', 'http://local').searchParams,
  )
  if (!parsed.ok) return parsed
  const { registry, year, semester, download } = parsed.value
  return {
    ok: true as const,
    value: { registry, year: year ?? 0, semester: semester as Semester | null, download },
  }
}

const exportEndpoint = (format: Format) =>
  surveillanceEndpoint({
    path: `/surveillance/exchange/${format}`,
    method: 'get',
    access: 'anyone',
    handler: async ({ req, t }) => {
      const parsed = readExportQuery(req.url)
      if (!parsed.ok) return errorResponse(400, parsed.issues, t)
      const query = parsed.value
      const result = await exportValues(req.payload, req.user, query)
      if (!result.ok)
        return errorResponse(
          400,
          [{ field: 'registry', code: 'unknownRegistry', params: { value: query.registry } }],
          t,
        )
      const mapping = await loadExchangeMapping(req.payload)
      const name = `${query.registry}-${query.year}${query.semester ? `S${query.semester}` : ''}`
      const headers: Record<string, string> = {
        // Whether the values are exact (the registry's own months) or the public grid's.
        'X-Exchange-Disclosure': result.exact ? 'exact' : 'public-grid',
        'X-Exchange-Mapping': mapping.demonstration ? 'demonstration' : 'office',
        'Cache-Control': 'private, no-store',
      }
      if (format === 'adx') {
        if (query.download)
          headers['Content-Disposition'] = `attachment; filename="${name}.adx.xml"`
        return new Response(writeAdx(mapping, result.values, new Date()), {
          headers: { ...headers, 'Content-Type': 'application/adx+xml; charset=utf-8' },
        })
      }
      if (query.download)
        headers['Content-Disposition'] = `attachment; filename="${name}.dataValueSets.json"`
      return Response.json(writeDataValueSet(mapping, result.values), { headers })
    },
  })

/** GET /api/surveillance/exchange/dataValueSets?registry=&year=[&semester=] — docs/exchange.md. */
export const exportDataValueSetsEndpoint = exportEndpoint('dataValueSets')
/** GET /api/surveillance/exchange/adx?registry=&year=[&semester=] — the same as ADX XML. */
export const exportAdxEndpoint = exportEndpoint('adx')

/** The bytes of an import: a multipart form's `file`, or the request's own body. */
async function readBody(req: PayloadRequest): Promise<Uint8Array | null> {
  const type = req.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) {
    const form = await req.formData?.().catch(() => null)
    const upload = form?.get('file')
    return upload && typeof upload === 'object' && 'arrayBuffer' in upload
      ? new Uint8Array(await upload.arrayBuffer())
      : null
  }
  const text = await req.text?.()
  return text ? new TextEncoder().encode(text) : null
}

function readValues(
  format: Format,
  data: Uint8Array,
): { ok: true; values: NamedValue[] } | { ok: false; issues: FieldIssue[] } {
  if (format === 'adx') {
    const reading = readAdx(data)
    return reading.ok ? reading : { ok: false, issues: reading.issues as FieldIssue[] }
  }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data))
  } catch {
    return { ok: false, issues: [{ field: 'file', code: 'unreadableFile' }] }
  }
  const reading = readDataValueSet(body)
  return reading.ok ? reading : { ok: false, issues: reading.issues as FieldIssue[] }
}

const importEndpoint = (format: Format) =>
  surveillanceEndpoint({
    path: `/surveillance/exchange/${format}`,
    method: 'post',
    access: 'user',
    maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
    tooLarge: uploadTooLarge,
    handler: async ({ req, locale, t }) => {
      const data = await readBody(req)
      if (!data || data.byteLength === 0)
        return errorResponse(400, [{ field: 'file', code: 'fileRequired' }], t)
      if (data.byteLength > SUBMISSION_FILE_MAX_BYTES)
        return refusal(
          413,
          'uploadTooLarge',
          t('issues.uploadTooLarge', { max: SUBMISSION_FILE_MAX_BYTES / 1024 / 1024 }),
        )
      const reading = readValues(format, data)
      if (!reading.ok) return errorResponse(400, reading.issues, t)
      const outcome = await importDataValues(req, reading.values, locale)
      if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
      return Response.json(summaryJson(outcome, t), { status: outcome.saved.created ? 201 : 200 })
    },
  })

function summaryJson(
  outcome: Extract<Awaited<ReturnType<typeof importDataValues>>, { ok: true }>,
  t: SurveillanceT,
) {
  const { summary, saved } = outcome
  return {
    status: 'draft',
    submission: saved.doc.id,
    registry: summary.registry,
    year: summary.year,
    semester: summary.semester,
    resubmission: saved.resubmission,
    importCount: summary.counts,
    message: t('exchange.summary', {
      ...summary.counts,
      semester: summary.semester,
      year: summary.year,
    }),
    values: summary.values.map((value) => ({
      ...value,
      message: value.reason
        ? t(`exchange.ignored.${value.reason}`)
        : t(`exchange.valueStatus.${value.status}`),
    })),
  }
}

/** POST /api/surveillance/exchange/dataValueSets — a data value set as the semester's draft. */
export const importDataValueSetsEndpoint = importEndpoint('dataValueSets')
/** POST /api/surveillance/exchange/adx — the same from ADX XML. */
export const importAdxEndpoint = importEndpoint('adx')
