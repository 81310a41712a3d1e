/**
 * A case report bundle stored as draft case records of a registry's semester, through the same
 * `saveCaseRecords` a case-record file goes through (same reading, domain validation and
 * versions). The bundle carries the semester's cases as a file does: they replace the records of
 * the semester's draft; the draft's births (the denominators, which no case report carries) stay.
 */
import type { PayloadRequest } from 'payload'
import { userIsAdmin, userRegistryIds } from '@/access'
import type { Locale } from '@/i18n/locales'
import { readRegistryCodes } from '../../data/codeLists'
import { saveCaseRecords, type CaseRecordsOutcome } from '../../data/saveCaseRecords'
import { workingVersion } from '../../data/semesterVersions'
import { semesterOfMonth } from '../../submissions/model'
import { readBundle, type FhirProblem } from './readBundle'

export type BundleOutcome =
  | { ok: true; saved: Extract<CaseRecordsOutcome, { ok: true }>; cases: number }
  | { ok: false; status: 400 | 403 | 409 | 413; problems: FhirProblem[] }
  | {
      ok: false
      status: 400 | 403 | 409 | 413
      refused: Extract<CaseRecordsOutcome, { ok: false }>
      entries: number[]
    }

export async function saveBundle(
  req: PayloadRequest,
  body: unknown,
  registryCode: string | null,
  locale: Locale,
): Promise<BundleOutcome> {
  const reading = readBundle(body, req.payload.secret)
  if (!reading.ok) return { ok: false, status: 400, problems: reading.problems }
  if (reading.cases.length === 0)
    return {
      ok: false,
      status: 400,
      problems: [{ expression: 'Bundle.entry', code: 'required', message: 'noCondition' }],
    }

  const registries = await readRegistryCodes(req.payload)
  const own = new Set(userRegistryIds(req.user).map(String))
  const mine = registries.filter((doc) => own.has(String(doc.id)))
  const registry = registryCode
    ? registries.find((doc) => doc.networkCode.toLowerCase() === registryCode.toLowerCase())
    : mine.length === 1 && !userIsAdmin(req.user)
      ? mine[0]
      : undefined
  if (!registry)
    return {
      ok: false,
      status: 400,
      problems: [
        {
          expression: 'Bundle',
          code: 'required',
          message: registryCode ? 'unknownRegistry' : 'registryRequired',
        },
      ],
    }

  const first = reading.cases[0]!
  const year = first.year
  const semester = semesterOfMonth(first.record.month as number)
  const problems = reading.cases
    .filter(
      (item) => item.year !== year || semesterOfMonth(item.record.month as number) !== semester,
    )
    .map((item): FhirProblem => ({
      expression: `Bundle.entry[${item.entry}].resource.birthDate`,
      code: 'value',
      message: 'periodOutsideSemester',
      params: { year, semester },
    }))
  if (problems.length) return { ok: false, status: 400, problems }

  const working = await workingVersion(req, { registryId: registry.id as number, year, semester })
  const births =
    !working.underReview && working.existing
      ? (working.existing.births ?? []).map(({ month, liveBirths, stillbirths }) => ({
          month,
          liveBirths,
          stillbirths,
        }))
      : []
  const saved = await saveCaseRecords(
    req,
    {
      registry: registry.networkCode,
      year,
      semester,
      status: 'draft',
      births,
      cases: reading.cases.map((item) => item.record),
    },
    locale,
  )
  if (!saved.ok)
    return {
      ok: false,
      status: saved.status,
      refused: saved,
      entries: reading.cases.map((item) => item.entry),
    }
  return { ok: true, saved, cases: reading.cases.length }
}
