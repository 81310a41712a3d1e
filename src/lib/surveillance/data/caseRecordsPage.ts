import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { SubmissionKind } from '@/lib/surveillance/submissions/model'
import type { User } from '@/payload-types'
import type { Semester } from '@/lib/surveillance/submissions/model'

export interface CaseSemesterState {
  /** How the semester's submission was sent; null when there is none. */
  kind: SubmissionKind | null
  /** The case records stored with it (0 for monthly counts). */
  records: number
  /** Its stored warnings in the page's language, with the case they are about (1-based). */
  warnings: { key: string; message: string; case: number | null }[]
  /** The births by maternal age band sent with it, if any. */
  birthsByMaternalAge: { band: string; births: number }[] | null
}

/**
 * What the case-records page shows of the selected semester besides its status: how it was
 * sent, how many records it holds and its warnings. The submission is read as the user (their
 * own registries only); the records are counted for that submission alone.
 */
export async function loadCaseSemester(
  payload: Payload,
  user: User,
  selected: { registry: string; year: number; semester: Semester },
  locale: Locale,
): Promise<CaseSemesterState> {
  const { docs } = await payload.find({
    collection: 'data-submissions',
    user,
    overrideAccess: false,
    locale,
    where: {
      and: [
        { 'registry.networkCode': { equals: selected.registry } },
        { year: { equals: selected.year } },
        { semester: { equals: selected.semester } },
        // Earlier accepted versions are history: the office lists them.
        { status: { not_in: ['superseded', 'rolledBack'] } },
      ],
    },
    // The semester's latest version: what the member works on, or the one in use.
    sort: '-version',
    depth: 0,
    limit: 1,
    pagination: false,
    select: { kind: true, warnings: true, birthsByMaternalAge: true },
  })
  const doc = docs[0]
  if (!doc) return { kind: null, records: 0, warnings: [], birthsByMaternalAge: null }
  const kind = doc.kind ?? 'monthly-counts'
  const records =
    kind === 'case-records'
      ? (
          await payload.count({
            collection: 'surveillance-case-records',
            where: { submission: { equals: doc.id } },
            overrideAccess: true,
          })
        ).totalDocs
      : 0
  return {
    kind,
    records,
    birthsByMaternalAge: Array.isArray(doc.birthsByMaternalAge)
      ? (doc.birthsByMaternalAge as { band: string; births: number }[])
      : null,
    warnings: (doc.warnings ?? []).map((warning) => {
      const params = (warning.params ?? {}) as Record<string, unknown>
      return {
        key: warning.key ?? warning.code,
        message: warning.message || warning.code,
        case: typeof params.case === 'number' && params.case > 0 ? params.case : null,
      }
    }),
  }
}
