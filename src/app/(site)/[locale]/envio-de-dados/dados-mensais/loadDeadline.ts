import type { Payload } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import type { RegistryOption } from '@/lib/surveillance/submissions/summary'
import { relationId } from '@/lib/relationId'
import { registriesWithAcceptedSemester } from '@/lib/surveillance/data/acceptedSemester'
import {
  DEFAULT_SUBMISSION_DUE_DAYS,
  semesterDueDate,
} from '@/lib/surveillance/submissions/dueDate'
import { lastEndedSemester, type Semester } from '@/lib/surveillance/submissions/model'

export interface Deadline {
  year: number
  semester: Semester
  /** The due day, 'YYYY-MM-DD'. */
  due: string
  /** The member's registries that have neither submitted nor had this semester accepted. */
  owing: RegistryOption[]
}

/**
 * The semester registries are asked for now (the last ended one), its due day from the site
 * settings, and which of the member's registries still owe it. A semester sent for review or
 * accepted is not owed; a draft or a returned one still is.
 */
export async function loadDeadline(
  payload: Payload,
  registries: RegistryOption[],
  today = new Date(),
): Promise<Deadline> {
  const period = lastEndedSemester(today)
  const [settings, sent, accepted, ids] = await Promise.all([
    siteSettingsOrDefaults(payload),
    payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { year: { equals: period.year } },
          { semester: { equals: period.semester } },
          { status: { in: ['submitted', 'accepted'] } },
        ],
      },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { registry: true },
      overrideAccess: true,
    }),
    registriesWithAcceptedSemester(payload, period),
    payload.find({
      collection: 'member-registries',
      where: { networkCode: { in: registries.map((registry) => registry.code) } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { networkCode: true },
      overrideAccess: true,
    }),
  ])
  const dueDays = settings?.submissionDueDays
  const done = new Set([...accepted, ...sent.docs.map((doc) => String(relationId(doc.registry)))])
  const codeOf = new Map(ids.docs.map((doc) => [doc.networkCode, String(doc.id)]))
  return {
    ...period,
    due: semesterDueDate(
      period,
      typeof dueDays === 'number' ? dueDays : DEFAULT_SUBMISSION_DUE_DAYS,
    )
      .toISOString()
      .slice(0, 10),
    owing: registries.filter((registry) => !done.has(codeOf.get(registry.code) ?? '')),
  }
}
