import { createLocalReq, type Payload } from 'payload'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { login } from './rest'

/**
 * Registries of a test's own (codes no demo registry uses) and a member of the first, signed in;
 * `removeTestRegistries` takes back everything stored under them.
 */
export async function createTestRegistries(
  payload: Payload,
  codes: string[],
  member: { email: string; password: string; name: string },
): Promise<{ ids: Map<string, number>; memberToken: string }> {
  const ids = new Map<string, number>()
  for (const code of codes) {
    const doc = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'PE', coverage: 'hospital', name: code },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    ids.set(code, doc.id)
  }
  await payload.create({
    collection: 'users',
    data: { ...member, country: 'PE', roles: ['user'], registries: [ids.get(codes[0]!)!] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return { ids, memberToken: await login(member.email, member.password) }
}

/** The registries' records, counts, submissions and files, the jobs they queued and the member. */
export async function removeTestRegistries(
  payload: Payload,
  ids: Map<string, number>,
  memberEmail: string,
  queuedJobs: (string | number)[],
): Promise<void> {
  const theirs = { registry: { in: [...ids.values()] } }
  for (const collection of [
    'surveillance-case-records',
    'surveillance-cases',
    'surveillance-births',
    'data-submissions',
    'submission-files',
  ] as const)
    await payload.delete({ collection, where: theirs, overrideAccess: true })
  for (const id of queuedJobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => null)
  await payload.delete({
    collection: 'users',
    where: { email: { equals: memberEmail } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'member-registries',
    where: { id: { in: [...ids.values()] } },
    overrideAccess: true,
  })
}

/**
 * A year the office accepted for a registry without a submission (history it keeps): every
 * month's births as given, no case.
 */
export async function acceptBirthsOnly(
  payload: Payload,
  registryId: number,
  year: number,
  births: { liveBirths: number; stillbirths: number },
): Promise<void> {
  const req = await createLocalReq({}, payload)
  for (const semester of [1, 2] as const)
    await replaceAcceptedSemester(req, {
      registryId,
      year,
      semester,
      submissionId: null,
      births: Array.from({ length: 6 }, (_, i) => ({
        month: i + 1 + (semester - 1) * 6,
        ...births,
      })),
      cases: [],
    })
}
