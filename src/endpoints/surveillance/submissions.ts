import type { PayloadRequest } from 'payload'
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/surveillance/input/table/readTable'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relationId'
import { checkSubmission } from '@/lib/surveillance/data/checkSubmission'
import { malformationNumbers } from '@/lib/surveillance/data/malformationNumbers'
import {
  saveSubmission,
  saveSubmissionFile,
  type SaveOutcome,
} from '@/lib/surveillance/data/saveSubmission'
import { submissionJson } from '@/lib/surveillance/present/submissionJson'
import { readUploadForm, uploadTooLarge } from './uploadForm'
import { warningText } from '@/lib/surveillance/submissions/warningText'
import type { SurveillanceT } from '@/lib/surveillance/present/translate'
import { errorResponse, readJsonObject, surveillanceEndpoint } from './boundary'

/**
 * POST /api/surveillance/submissions — a semester of monthly counts as JSON:
 * { registry, year, semester, status?: 'draft' | 'submitted', births: [{ month,
 * liveBirths, stillbirths }], cases: [{ malformation, month, cases }] }. Null or
 * a missing value is "not available", 0 is "none". 201 with the stored
 * submission, with `resubmission: true` and a `notice` when the semester was
 * already accepted (its accepted numbers stay in use until the office accepts
 * the new version); 400 with every problem; 401 anonymous; 403 another
 * registry's; 409 while the office reviews it. Accepts a user's API key
 * (`Authorization: users API-Key <key>`).
 */
export const submitCountsEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions',
  method: 'post',
  access: 'user',
  // A semester of every anomaly with notes stays far below this.
  maxBodyBytes: 256 * 1024,
  handler: async ({ req, locale, t }) => {
    const body = await readJsonObject(req)
    return answer(req, await saveSubmission(req, body, locale), t)
  },
})

/**
 * POST /api/surveillance/submissions/check — the same body as a submission, checked and not
 * stored: 200 with the plausibility warnings submitting would give (`{ warnings: [{ key, code,
 * params, message }] }`), so the grid shows them as the member types; 400 with the problems,
 * 401 anonymous, 403 another registry's.
 */
export const checkCountsEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions/check',
  method: 'post',
  access: 'user',
  maxBodyBytes: 256 * 1024,
  handler: async ({ req, locale, t }) => {
    const outcome = await checkSubmission(req, await readJsonObject(req), locale)
    if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
    return Response.json({
      warnings: outcome.warnings.map((warning) => ({
        ...warning,
        message: warningText(t, warning),
      })),
    })
  },
})

/**
 * POST /api/surveillance/submissions/upload — the same from the CSV or XLSX
 * template (multipart: `file`; `draft=1` keeps it as a draft, as the page's
 * checkbox sends it). Problems come
 * back with the line and column of the file.
 */
export const uploadCountsEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions/upload',
  method: 'post',
  access: 'user',
  maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  // Refused by its declared length before any of it is read, naming the file's limit.
  tooLarge: uploadTooLarge,
  handler: async ({ req, locale, t }) => {
    const { file, status } = await readUploadForm(req)
    return answer(req, await saveSubmissionFile(req, file, { status }, locale as Locale), t)
  },
})

async function answer(req: PayloadRequest, outcome: SaveOutcome, t: SurveillanceT) {
  if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
  const [registry, numbers] = await Promise.all([
    req.payload.findByID({
      collection: 'member-registries',
      id: relationId(outcome.doc.registry)!,
      depth: 0,
      select: { networkCode: true },
      overrideAccess: true,
    }),
    malformationNumbers(req.payload, req),
  ])
  return Response.json(
    {
      ...submissionJson(
        outcome.doc,
        {
          registryCode: registry.networkCode,
          malformationNumber: (id) => numbers.get(String(relationId(id))) ?? null,
        },
        t,
      ),
      // A new version of an accepted semester: the accepted numbers stay until it is accepted.
      resubmission: outcome.resubmission,
      ...(outcome.resubmission ? { notice: t('api.resubmission') } : {}),
    },
    { status: 201 },
  )
}
