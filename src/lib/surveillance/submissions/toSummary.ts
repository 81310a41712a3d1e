import { submissionStatuses, type Semester } from '@/lib/surveillance/submissions/model'
import type { DataSubmission } from '@/payload-types'
import type { RegistryOption, SubmissionSummary } from './summary'

/** A registry as the pickers and lists name it: initials and network code. */
export const registryOption = (registry: {
  networkCode: string
  initials?: string | null
}): RegistryOption => ({
  code: registry.networkCode,
  label:
    registry.initials && registry.initials !== registry.networkCode
      ? `${registry.initials} (${registry.networkCode})`
      : registry.networkCode,
})

/** A stored submission as the pages show it; null when its registry cannot be read. */
export function toSummary(doc: DataSubmission): SubmissionSummary | null {
  if (!doc.registry || typeof doc.registry !== 'object') return null
  const status = submissionStatuses.find((s) => s === doc.status) ?? 'draft'
  return {
    id: doc.id,
    registry: registryOption(doc.registry),
    year: doc.year,
    semester: (doc.semester === 2 ? 2 : 1) as Semester,
    status,
    updatedAt: doc.updatedAt,
    comment: doc.officeComment ?? null,
    births: (doc.births ?? []).map((b) => ({
      month: b.month,
      liveBirths: b.liveBirths ?? null,
      stillbirths: b.stillbirths ?? null,
    })),
    // Read at depth 1: each malformation arrives populated and is named by its network number.
    cases: (doc.cases ?? []).flatMap((c) => {
      // A deleted malformation reads as null.
      const malformation =
        c.malformation && typeof c.malformation === 'object' ? c.malformation.number : NaN
      return Number.isInteger(malformation)
        ? [{ malformation, month: c.month, cases: c.cases ?? null }]
        : []
    }),
  }
}
