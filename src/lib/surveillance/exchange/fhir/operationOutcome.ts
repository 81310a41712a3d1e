/** FHIR R4 OperationOutcome: one issue per problem, located by FHIRPath (`expression`). */
export interface OutcomeIssue {
  severity: 'fatal' | 'error' | 'warning' | 'information'
  code: string
  diagnostics: string
  expression?: string[]
}

export const operationOutcome = (issues: OutcomeIssue[]) => ({
  resourceType: 'OperationOutcome' as const,
  issue: issues,
})

export const FHIR_JSON = 'application/fhir+json; charset=utf-8'

export const fhirResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': FHIR_JSON } })
