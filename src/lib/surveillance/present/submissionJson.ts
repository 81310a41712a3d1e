import type { DataSubmission } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { warningText } from '../submissions/warningText'
import type { SurveillanceT } from './translate'

/**
 * A stored submission as the API answers it: the registry by its code and each
 * malformation by its number (as they were sent), warnings in the reader's language.
 */
export function submissionJson(
  doc: DataSubmission,
  names: { registryCode: string; malformationNumber: (id: unknown) => number | null },
  t: SurveillanceT,
) {
  return {
    id: doc.id,
    registry: names.registryCode,
    year: doc.year,
    semester: doc.semester,
    status: doc.status,
    births: (doc.births ?? []).map((row) => ({
      month: row.month,
      liveBirths: row.liveBirths ?? null,
      stillbirths: row.stillbirths ?? null,
    })),
    cases: (doc.cases ?? []).map((row) => ({
      malformation: names.malformationNumber(row.malformation),
      month: row.month,
      cases: row.cases ?? null,
    })),
    warnings: (doc.warnings ?? []).map((warning) => {
      const params = (warning.params ?? {}) as Record<string, string | number>
      return { code: warning.code, params, message: warningText(t, { code: warning.code, params }) }
    }),
    file: relationId(doc.file),
    submittedAt: doc.submittedAt ?? null,
    reviewedAt: doc.reviewedAt ?? null,
    officeComment: doc.officeComment ?? null,
    updatedAt: doc.updatedAt,
  }
}
