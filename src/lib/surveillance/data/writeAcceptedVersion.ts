import type { PayloadRequest } from 'payload'
import { REVIEW_CONTEXT, type Semester } from '../submissions/model'
import { relationId, type DocumentId } from '@/lib/relationId'
import type { DataSubmission } from '@/payload-types'
import { deriveAcceptedCases, type DefinitionVersions } from './acceptCaseRecords'
import type { CaseDefinitions } from './loadCaseDefinitions'
import { replaceAcceptedSemester } from './writeAccepted'

/**
 * Puts one version of a semester in use: its numbers replace the registry's accepted rows of
 * that semester (for case records, the counts derived from its records with the definitions in
 * force now, and each record's groups and class), and every other accepted version of the
 * semester becomes `superseded`. The acceptance and the rollback both call it, inside their
 * transaction; the version's own status is theirs to set. Returns the definition versions the
 * derived counts used (null for monthly counts).
 */
export async function writeAcceptedVersion(
  req: PayloadRequest,
  submission: DataSubmission,
  definitions: CaseDefinitions | null,
  afterChunk?: (written: number) => Promise<void>,
): Promise<DefinitionVersions | null> {
  const versions = await writeAcceptedNumbers(req, submission, definitions, { afterChunk })
  const registryId = relationId(submission.registry)!
  await req.payload.update({
    collection: 'data-submissions',
    where: {
      and: [
        { registry: { equals: registryId } },
        { year: { equals: submission.year } },
        { semester: { equals: submission.semester } },
        { status: { equals: 'accepted' } },
        { id: { not_equals: submission.id } },
      ],
    },
    data: { status: 'superseded' },
    depth: 0,
    overrideAccess: true,
    context: { [REVIEW_CONTEXT]: true },
    req,
  })
  return versions
}

/**
 * Writes a version's numbers into the accepted tables: its births, and its monthly counts or,
 * for case records, the counts derived from its records with `definitions`. The acceptance, the
 * rollback and the recompute after a definition change all write them this way. Returns the
 * definition versions the derived counts used (null for monthly counts).
 */
export async function writeAcceptedNumbers(
  req: PayloadRequest,
  submission: Pick<
    DataSubmission,
    'id' | 'registry' | 'year' | 'semester' | 'kind' | 'births' | 'cases' | 'demo'
  >,
  definitions: CaseDefinitions | null,
  options: { registryCode?: string; afterChunk?: (written: number) => Promise<void> } = {},
): Promise<DefinitionVersions | null> {
  const registryId = relationId(submission.registry)!
  const semester = submission.semester as Semester
  const births = (submission.births ?? []).map((row) => ({
    month: row.month,
    liveBirths: row.liveBirths ?? null,
    stillbirths: row.stillbirths ?? null,
  }))
  // Case records: the counts are derived from them, into the same accepted tables.
  const derived =
    submission.kind === 'case-records' && definitions
      ? await deriveAcceptedCases(
          req,
          {
            id: submission.id,
            registryId,
            registryCode: options.registryCode ?? (await registryCode(req, registryId)),
            year: submission.year,
            semester,
            births,
            demo: submission.demo ?? false,
          },
          definitions,
        )
      : null
  const cases =
    derived?.cases ??
    (submission.cases ?? []).flatMap((row) => {
      const malformationId = relationId(row.malformation)
      return malformationId === null
        ? []
        : [{ malformationId, month: row.month, cases: row.cases ?? null }]
    })
  await replaceAcceptedSemester(
    req,
    {
      registryId,
      year: submission.year,
      semester,
      submissionId: submission.id,
      demo: submission.demo ?? false,
      births,
      cases,
    },
    options.afterChunk,
  )
  return derived?.versions ?? null
}

async function registryCode(req: PayloadRequest, id: DocumentId): Promise<string> {
  const registry = await req.payload.findByID({
    collection: 'member-registries',
    id,
    depth: 0,
    select: { networkCode: true },
    overrideAccess: true,
    req,
  })
  return registry.networkCode
}
