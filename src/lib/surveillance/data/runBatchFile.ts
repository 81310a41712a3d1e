import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { runBatch, type BatchRowResult } from '../batch/batchFile'
import { parseBatchSettings, type BatchSettingsInput } from '../input/batchSettings'
import type { FieldIssue, RowIssue } from '../input/issues'
import { fileIssue, readTable } from '../input/table/readTable'
import type { User } from '@/payload-types'
import { loadAcceptedBaselines } from './acceptedBaselines'
import { disclosedBaselines, loadDisclosurePolicy } from './disclosure'
import { currentBasePeriod, loadReference } from './loadReference'

export interface BatchUpload extends BatchSettingsInput {
  file: { data: Uint8Array; name: string } | null
}

export type BatchRun =
  | { ok: true; results: BatchRowResult[]; basePeriod: string }
  | { ok: false; issues: (FieldIssue | RowIssue)[] }

/**
 * A member's semester file, from upload to one result per row. Nothing is stored. Accepted data
 * of the base period is used for the registries `user` sees exactly (`disclosedBaselines`).
 */
export async function runBatchFile(
  payload: Payload,
  upload: BatchUpload,
  locale: Locale,
  user: User | null,
): Promise<BatchRun> {
  const settings = parseBatchSettings(upload)
  const issues: (FieldIssue | RowIssue)[] = settings.ok ? [] : [...settings.issues]
  if (!upload.file || upload.file.data.byteLength === 0)
    issues.push({ field: 'file', code: 'fileRequired' })
  if (!settings.ok || !upload.file || issues.length > 0) return { ok: false, issues }

  const reading = await readTable(upload.file.data, upload.file.name)
  if (!reading.ok) return { ok: false, issues: [fileIssue(reading)] }

  const basePeriod = settings.value.basePeriod ?? (await currentBasePeriod(payload))
  const data = await loadReference(payload, { locale, baselines: { basePeriod } })
  data.baselines = await disclosedBaselines(
    payload,
    await loadDisclosurePolicy(payload, user),
    await loadAcceptedBaselines(payload, basePeriod),
    data.baselines,
  )
  const batch = runBatch(reading.table, data, { ...settings.value, basePeriod })
  return batch.ok
    ? { ok: true, results: batch.results, basePeriod }
    : { ok: false, issues: batch.issues }
}
