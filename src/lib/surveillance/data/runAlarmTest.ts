import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import { parseAlarmRequest, type AlarmRequestInput } from '../input/alarmRequest'
import { evaluateAlarm, type Evaluation } from '../evaluate/evaluateAlarm'
import type { FieldIssue } from '../input/issues'
import { findMalformation, findRegistry, type ReferenceData } from '../reference/reference'
import type { User } from '@/payload-types'
import { disclosedBaselines, loadDisclosurePolicy } from './disclosure'
import { loadAlarmReference, loadPairBaselines } from '@/lib/cache/surveillanceReference'

/**
 * The alarm test from raw inputs to a result or field issues: form checks,
 * then the registry, malformation and baseline looked up in the database.
 * Shared by the page, the API and the alarm-report hook. Accepted data of the
 * base period is used for a registry the user sees exactly (`disclosedBaselines`);
 * without a user (the public API), the imported reference rates the public list shows.
 */
export async function runAlarmTest(
  payload: Payload,
  input: AlarmRequestInput,
  locale: Locale,
  req?: PayloadRequest,
  user: User | null = req?.user ?? null,
): Promise<Evaluation> {
  const parsed = parseAlarmRequest(input)
  const { data, currentBasePeriod: current } = await loadAlarmReference(payload, locale, req)
  if (!parsed.ok)
    return {
      ok: false,
      issues: [...parsed.issues, ...unknownReferences(input, parsed.issues, data)],
    }

  const registry = findRegistry(data, parsed.value.registry)
  const malformation = findMalformation(data, parsed.value.malformation)
  if (registry && malformation) {
    const pair = { registryId: registry.id, malformationId: malformation.id }
    const basePeriod = parsed.value.basePeriod ?? current
    // Accepted monthly data of the base period, when complete, comes before the imported rate.
    const baselines = await loadPairBaselines(payload, basePeriod, pair, req)
    data.baselines = await disclosedBaselines(
      payload,
      await loadDisclosurePolicy(payload, user),
      baselines.accepted,
      baselines.imported,
    )
  }
  return evaluateAlarm(parsed.value, data, current)
}

/** When other inputs are wrong, still say whether the registry and malformation exist, so every field gets its message at once. */
function unknownReferences(
  input: AlarmRequestInput,
  issues: FieldIssue[],
  data: ReferenceData,
): FieldIssue[] {
  const hasIssue = (field: string) => issues.some((issue) => issue.field === field)
  const found: FieldIssue[] = []
  const registry =
    typeof input.registry === 'string' || typeof input.registry === 'number'
      ? String(input.registry).trim()
      : ''
  const malformation =
    typeof input.malformation === 'string' || typeof input.malformation === 'number'
      ? String(input.malformation).trim()
      : ''
  if (registry && !hasIssue('registry') && !findRegistry(data, registry)) {
    found.push({ field: 'registry', code: 'unknownRegistry', params: { value: registry } })
  }
  if (malformation && !hasIssue('malformation') && !findMalformation(data, malformation)) {
    found.push({
      field: 'malformation',
      code: 'unknownMalformation',
      params: { value: malformation },
    })
  }
  return found
}
