/** What the server speaks of FHIR R4 (`GET /api/fhir/metadata`). */
export function capabilityStatement(base: string, software: { name: string; version: string }) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-11-28',
    kind: 'instance',
    fhirVersion: '4.0.1',
    format: ['application/fhir+json'],
    software,
    implementation: {
      description: 'Case reports of congenital anomalies to a registry (draft case records)',
      url: base,
    },
    rest: [
      {
        mode: 'server',
        documentation:
          'POST a Bundle (message, collection or document) of Patient, Condition and Observation resources: each infant a Condition is about becomes a draft case record of the registry. Names and identifiers are not stored.',
        security: {
          description:
            "A registry member's session, or an API key with the submit scope: Authorization: users API-Key <key>.",
        },
        resource: [{ type: 'Bundle', interaction: [{ code: 'create' }] }],
      },
    ],
  }
}
