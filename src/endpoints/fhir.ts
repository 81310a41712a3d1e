import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { isForeignCookieRequest } from '@/lib/auth/sameOrigin'
import { apiKeyRefusal } from '@/lib/auth/apiKeyStrategy'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import {
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MAX_MB,
} from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { capabilityStatement } from '@/lib/surveillance/exchange/fhir/capabilityStatement'
import {
  fhirResponse,
  operationOutcome,
  type OutcomeIssue,
} from '@/lib/surveillance/exchange/fhir/operationOutcome'
import type { FhirProblem } from '@/lib/surveillance/exchange/fhir/readBundle'
import { saveBundle } from '@/lib/surveillance/exchange/fhir/saveBundle'
import { caseIssueText } from '@/lib/surveillance/present/caseIssueJson'
import {
  issueText,
  surveillanceTranslator,
  type SurveillanceT,
} from '@/lib/surveillance/present/translate'
import { bodyRefusal, requestLocale } from './surveillance/boundary'

const refusalOutcome = (status: number, code: string, diagnostics: string) =>
  fhirResponse(operationOutcome([{ severity: 'error', code, diagnostics }]), status)

/** A case field's element in the infant's Patient entry (the rest lie in its Observations). */
const ELEMENT: Record<string, string> = {
  sex: '.gender',
  month: '.birthDate',
  day: '.birthDate',
  caseId: '.identifier',
  plurality: '.multipleBirthInteger',
}

/**
 * POST /api/fhir/Bundle — a Birth Defects Reporting bundle (FHIR R4 JSON) stored as draft case
 * records of the registry (`?registry=CODE`, or the member's only registry): 201 with an
 * OperationOutcome saying how many; 400 with an OperationOutcome whose each issue names its
 * FHIRPath; 401/403 as OperationOutcome. A member's session or an API key with the submit scope.
 */
export const fhirBundleEndpoint: Endpoint = {
  path: '/fhir/Bundle',
  method: 'post',
  handler: (async (req: PayloadRequest) => {
    const t = surveillanceTranslator(requestLocale(req))
    if (!req.user && isForeignCookieRequest(req.headers, req.payload.config.csrf))
      return refusalOutcome(403, 'forbidden', t('api.foreignOrigin'))
    if (!req.user) {
      const refusal = await apiKeyRefusal(req)
      if (refusal) await recordAuditEvent(req, { action: 'apiKeyRefused', detail: refusal })
      if (refusal === 'readOnly') return refusalOutcome(403, 'forbidden', t('api.apiKeyReadOnly'))
      return refusalOutcome(
        401,
        'login',
        t(refusal === 'invalid' ? 'api.invalidApiKey' : 'api.unauthorized'),
      )
    }
    const tooLarge = bodyRefusal(req, CASE_FILE_MAX_BYTES, t)
    if (tooLarge)
      return refusalOutcome(
        tooLarge.status,
        'too-costly',
        tooLarge.status === 413
          ? t('issues.uploadTooLarge', { max: CASE_FILE_MAX_MB })
          : t('api.badRequest'),
      )
    let body: unknown
    try {
      body = JSON.parse((await req.text?.()) ?? '')
    } catch {
      return refusalOutcome(400, 'structure', t('fhir.notJson'))
    }
    const registry = new URL(req.url ?? '', 'http://local').searchParams.get('registry')
    try {
      const outcome = await saveBundle(req, body, registry, requestLocale(req))
      if (outcome.ok)
        return fhirResponse(
          operationOutcome([
            {
              severity: 'information',
              code: 'informational',
              diagnostics: t('fhir.stored', {
                count: outcome.cases,
                year: outcome.saved.doc.year,
                semester: outcome.saved.doc.semester,
              }),
            },
          ]),
          201,
        )
      if ('problems' in outcome)
        return fhirResponse(
          operationOutcome(outcome.problems.map((problem) => problemIssue(problem, t))),
          outcome.status,
        )
      const { refused, entries } = outcome
      const at = (index: number | null, field: string | null) =>
        index === null
          ? 'Bundle'
          : `Bundle.entry[${entries[index] ?? 0}].resource${ELEMENT[field ?? ''] ?? ''}`
      const issues: OutcomeIssue[] = [
        ...refused.issues.map((issue) => {
          const match = /^cases\[(\d+)\]\.?(\w*)/.exec(issue.field)
          return {
            severity: 'error' as const,
            code: 'invalid',
            diagnostics: issueText(t, issue),
            expression: [match ? at(Number(match[1]), match[2] ?? null) : 'Bundle'],
          }
        }),
        ...refused.caseIssues.map((issue) => ({
          severity: issue.severity === 'error' ? ('error' as const) : ('warning' as const),
          code: 'invalid',
          diagnostics: caseIssueText(t, issue),
          expression: [at(issue.index, issue.field)],
        })),
      ]
      return fhirResponse(operationOutcome(issues), refused.status)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'FHIR bundle failed' })
      return refusalOutcome(500, 'exception', t('issues.generic'))
    }
  }) as PayloadHandler,
}

function problemIssue(problem: FhirProblem, t: SurveillanceT): OutcomeIssue {
  return {
    severity: 'error',
    code: problem.code,
    // The reader's problems are keys of the `fhir` messages (readBundle.ts, saveBundle.ts).
    diagnostics: t(`fhir.${problem.message}` as Parameters<SurveillanceT>[0], problem.params ?? {}),
    expression: [problem.expression],
  }
}

/** GET /api/fhir/metadata — the CapabilityStatement. */
export const fhirMetadataEndpoint: Endpoint = {
  path: '/fhir/metadata',
  method: 'get',
  handler: (async (req: PayloadRequest) =>
    fhirResponse(
      capabilityStatement(new URL('/api/fhir', req.url ?? 'http://local').toString(), {
        name: 'RELAMC surveillance',
        version: '1.0.0',
      }),
    )) as PayloadHandler,
}
