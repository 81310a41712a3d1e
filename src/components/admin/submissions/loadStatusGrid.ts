import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import {
  registryOption,
  toSummary,
  type SubmissionDoc,
} from '@/components/surveillance/submissions/toSummary'
import type {
  MalformationOption,
  RegistryOption,
} from '@/components/surveillance/submissions/types'
import { relationId } from '@/lib/relationId'
import { hasAcceptedSemester } from '@/lib/surveillance/data/acceptedSemester'
import type { Semester } from '@/lib/surveillance/submissions/model'
import type { OpenSubmission } from './SubmissionDetails'
import { endedSemesters, type SemesterKey, type StoredState } from './statusGrid'

/** How many semesters the office's grid shows, latest first. */
const SEMESTERS_SHOWN = 6

const personName = (value: unknown): string | null =>
  value && typeof value === 'object'
    ? String(
        (value as { name?: unknown; email?: unknown }).name ??
          (value as { email?: unknown }).email ??
          '',
      ) || null
    : null

/** What the office's view reads: registries, the recent semesters' statuses and one opened submission. */
export async function loadStatusGrid(
  payload: Payload,
  locale: Locale,
  openId: string | null,
): Promise<{
  registries: RegistryOption[]
  semesters: SemesterKey[]
  stored: StoredState[]
  malformations: MalformationOption[]
  open: OpenSubmission | null
}> {
  const semesters = endedSemesters(SEMESTERS_SHOWN)
  const oldest = semesters[semesters.length - 1]!
  const [registries, stored, malformations, open] = await Promise.all([
    payload.find({
      collection: 'member-registries',
      sort: 'initials',
      depth: 0,
      limit: 1000,
      pagination: false,
      select: { networkCode: true, initials: true },
    }),
    payload.find({
      collection: 'data-submissions',
      where: { year: { greater_than_equal: oldest.year } },
      depth: 0,
      limit: 10000,
      pagination: false,
      select: { registry: true, year: true, semester: true, status: true, updatedAt: true },
    }),
    payload.find({
      collection: 'malformations',
      sort: 'number',
      locale,
      depth: 0,
      limit: 500,
      pagination: false,
      select: { number: true, name: true, active: true },
    }),
    openId
      ? payload
          .findByID({ collection: 'data-submissions', id: openId, depth: 1, locale })
          .catch(() => null)
      : Promise.resolve(null),
  ])
  const codeById = new Map(registries.docs.map((r) => [r.id, r.networkCode]))
  const summary = open ? toSummary(open as unknown as SubmissionDoc) : null
  const doc = open as unknown as Record<string, unknown> | null
  // A submission not yet accepted, of a semester that has accepted numbers, is a resubmission.
  const resubmission =
    open && open.status !== 'accepted'
      ? await hasAcceptedSemester(payload, {
          registryId: relationId(open.registry)!,
          year: open.year,
          semester: open.semester as Semester,
        })
      : false
  return {
    registries: registries.docs.map(registryOption),
    semesters,
    stored: stored.docs.flatMap((s) => {
      const code = codeById.get(relationId(s.registry) as number)
      return code && s.status
        ? [
            {
              id: s.id,
              registryCode: code,
              year: s.year,
              semester: s.semester,
              status: s.status,
              updatedAt: s.updatedAt,
            },
          ]
        : []
    }),
    // The monitored malformations, plus any other this submission reports.
    malformations: malformations.docs
      .filter((m) => m.active || summary?.cases.some((c) => c.malformation === m.number))
      .map((m) => ({ id: m.id, number: m.number, name: m.name })),
    open:
      summary && doc
        ? {
            ...summary,
            warnings: warningTexts(doc.warnings),
            resubmission,
            submittedBy: personName(doc.submittedBy),
            submittedAt: typeof doc.submittedAt === 'string' ? doc.submittedAt : null,
            reviewedBy: personName(doc.reviewedBy),
            reviewedAt: typeof doc.reviewedAt === 'string' ? doc.reviewedAt : null,
          }
        : null,
  }
}

/** Stored plausibility warnings as sentences. */
function warningTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.map((warning) =>
    typeof warning === 'string'
      ? warning
      : String(
          (warning as { message?: unknown; code?: unknown }).message ??
            (warning as { code?: unknown }).code ??
            '',
        ),
  )
}
