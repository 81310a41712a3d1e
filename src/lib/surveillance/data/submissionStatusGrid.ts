import type { Payload } from 'payload'
import type { DataSubmission } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { registryOption, toSummary } from '@/lib/surveillance/submissions/toSummary'
import { changedCells } from '@/lib/surveillance/submissions/changedCells'
import type { MalformationOption, RegistryOption } from '@/lib/surveillance/submissions/summary'
import { relationId } from '@/lib/relationId'
import { readAcceptedSemester } from './acceptedSemesterNumbers'
import { caseRecordsForReview } from './caseRecordsReview'
import { listSemesterVersions } from './semesterVersionList'
import type { Semester } from '@/lib/surveillance/submissions/model'
import type { OpenSubmission } from '@/lib/surveillance/submissions/openSubmission'
import {
  endedSemesters,
  gridSemesters,
  type SemesterKey,
  type StoredState,
} from '@/lib/surveillance/submissions/statusGrid'

/** How many semesters the office's grid shows, latest first. */
const SEMESTERS_SHOWN = 6

/** Who submitted or reviewed, read at depth 1; a deleted user reads as null. */
const personName = (value: DataSubmission['submittedBy']): string | null =>
  value && typeof value === 'object' ? value.name || value.email || null : null

/** What the office's view reads: registries, the recent semesters' statuses and one opened submission. */
export async function loadStatusGrid(
  payload: Payload,
  locale: Locale,
  openId: string | null,
): Promise<{
  registries: RegistryOption[]
  /** The grid's columns, latest first: a semester under way already sent, then the ended ones. */
  semesters: SemesterKey[]
  /** The last semester that has ended: the one reminders are about. */
  lastEnded: SemesterKey
  /** Every submission waiting for review, of any semester, oldest sent first. */
  waiting: { id: number; registryCode: string; year: number; semester: number }[]
  stored: StoredState[]
  malformations: MalformationOption[]
  open: OpenSubmission | null
}> {
  const semesters = endedSemesters(SEMESTERS_SHOWN)
  const oldest = semesters[semesters.length - 1]!
  const [registries, stored, malformations, open, waiting] = await Promise.all([
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
      select: {
        registry: true,
        year: true,
        semester: true,
        status: true,
        version: true,
        updatedAt: true,
      },
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
    payload.find({
      collection: 'data-submissions',
      where: { status: { equals: 'submitted' } },
      sort: 'updatedAt',
      depth: 0,
      limit: 200,
      pagination: false,
      select: { registry: true, year: true, semester: true },
    }),
  ])
  const codeById = new Map(registries.docs.map((r) => [r.id, r.networkCode]))
  const read = open ? toSummary(open) : null
  // A semester sent as case records is reviewed on the counts its acceptance would write.
  const fromCases =
    read && open?.kind === 'case-records' ? await caseRecordsForReview(payload, read) : null
  const summary = read && fromCases ? { ...read, cases: fromCases.cases } : read
  // A submission not yet accepted, of a semester that has accepted numbers, is a resubmission,
  // reviewed side by side with the accepted version.
  const period = open
    ? {
        registryId: relationId(open.registry)!,
        year: open.year,
        semester: open.semester as Semester,
      }
    : null
  const [accepted, versions] = await Promise.all([
    period && open?.status !== 'accepted' ? readAcceptedSemester(payload, period) : null,
    period ? listSemesterVersions(payload, period) : [],
  ])
  const storedStates = stored.docs.flatMap((s): StoredState[] => {
    const code = codeById.get(relationId(s.registry) as number)
    return code && s.status
      ? [
          {
            id: s.id,
            registryCode: code,
            year: s.year,
            semester: s.semester,
            status: s.status,
            version: s.version ?? 1,
            updatedAt: s.updatedAt,
          },
        ]
      : []
  })
  return {
    registries: registries.docs.map(registryOption),
    semesters: gridSemesters(semesters, storedStates),
    lastEnded: semesters[0]!,
    waiting: waiting.docs.flatMap((item) => {
      const code = codeById.get(relationId(item.registry) as number)
      return code
        ? [{ id: item.id, registryCode: code, year: item.year, semester: item.semester }]
        : []
    }),
    stored: storedStates,
    // The monitored malformations, plus any other this submission reports.
    malformations: malformations.docs
      .filter((m) => m.active || summary?.cases.some((c) => c.malformation === m.number))
      .map((m) => ({ id: m.id, number: m.number, name: m.name })),
    open:
      summary && open
        ? {
            ...summary,
            warnings: warningTexts(open.warnings),
            resubmission: accepted !== null,
            accepted,
            changed: accepted ? [...changedCells(summary, accepted)] : [],
            caseRecords: fromCases?.records ?? null,
            submittedBy: personName(open.submittedBy),
            submittedAt: open.submittedAt ?? null,
            reviewedBy: personName(open.reviewedBy),
            reviewedAt: open.reviewedAt ?? null,
            definitionVersions: readDefinitionVersions(open.definitionVersions),
            version: open.version ?? 1,
            versions,
          }
        : null,
  }
}

/** The stored `definitionVersions` (JSON), or null when absent or not a list. */
function readDefinitionVersions(value: unknown): OpenSubmission['definitionVersions'] {
  if (!Array.isArray(value)) return null
  return value.flatMap((item: { malformation?: unknown; version?: unknown }) =>
    typeof item?.malformation === 'number' && typeof item.version === 'string'
      ? [{ malformation: item.malformation, version: item.version }]
      : [],
  )
}

/** Stored plausibility warnings as sentences, each with the member's explanation when given. */
function warningTexts(warnings: DataSubmission['warnings']): OpenSubmission['warnings'] {
  return (warnings ?? []).map(({ message, code, explanation }) => ({
    message: message || code,
    explanation: explanation || null,
  }))
}
