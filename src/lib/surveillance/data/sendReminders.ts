import type { PayloadRequest } from 'payload'
import { relationId } from '@/lib/relationId'
import { lastEndedSemester, type Semester } from '../submissions/model'
import { registriesWithAcceptedSemester } from './acceptedSemester'
import { emailReminder } from './submissionEmails'

export interface ReminderOutcome {
  year: number
  semester: Semester
  /** Network codes of the registries whose semester is missing (nothing submitted or accepted). */
  registries: string[]
  emailed: number
}

/**
 * Emails every member of each registry that has not sent a semester (no
 * submission, or only a draft or a returned one, and no accepted numbers of
 * it): the last ended semester unless another is named.
 */
export async function sendReminders(
  req: PayloadRequest,
  period: { year: number; semester: Semester } = lastEndedSemester(),
  /** Names this round of reminders: a member is written to once per key (a job run again). */
  key?: string,
): Promise<ReminderOutcome> {
  const { payload } = req
  const [registries, sent, members] = await Promise.all([
    payload.find({
      collection: 'member-registries',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { networkCode: true, initials: true },
      overrideAccess: true,
    }),
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
    payload.find({
      collection: 'users',
      where: { disabled: { not_equals: true } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { email: true, name: true, language: true, registries: true },
      overrideAccess: true,
    }),
  ])
  // A semester accepted before stays sent while a new version of it is only a draft.
  const arrived = await registriesWithAcceptedSemester(payload, period, req)
  for (const doc of sent.docs) arrived.add(String(relationId(doc.registry)))
  const missing = registries.docs.filter((registry) => !arrived.has(String(registry.id)))
  let emailed = 0
  for (const registry of missing) {
    const recipients = members.docs.filter((user) =>
      (user.registries ?? []).some((value) => String(relationId(value)) === String(registry.id)),
    )
    for (const user of recipients) {
      const sentOne = await emailReminder(
        payload,
        user,
        { registry: registry.initials || registry.networkCode, ...period },
        key && `${key}:${registry.networkCode}:${user.id}`,
      )
      if (sentOne) emailed++
    }
  }
  return { ...period, registries: missing.map((registry) => registry.networkCode), emailed }
}
