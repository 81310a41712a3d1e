'use client'

import { useActionState } from 'react'
import { useTranslations } from 'next-intl'
import type { BatchState } from '@/lib/surveillance/batch/batchView'
import { BatchOutcome } from '../BatchOutcome'
import type { RegistryOption } from '@/lib/surveillance/submissions/summary'

type BatchAction = (previous: BatchState, formData: FormData) => Promise<BatchState>

const initialState: BatchState = { status: 'idle' }

/**
 * One click: the alarm test for every malformation of the registry's last
 * accepted semester, from the accepted numbers, shown as the batch table.
 */
export function LastSemesterBatch({
  registries,
  action,
}: {
  registries: RegistryOption[]
  action: BatchAction
}) {
  const t = useTranslations('submissions')
  const [state, run, pending] = useActionState(action, initialState)

  if (!registries.length) return <p className="text-slate-700">{t('batch.noRegistry')}</p>
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-slate-700">{t('batch.intro')}</p>
      <form action={run} className="flex flex-wrap items-end gap-4">
        {registries.length > 1 ? (
          <div>
            <label htmlFor="last-semester-registry" className="block text-sm text-slate-800">
              {t('batch.registry')}
            </label>
            <select id="last-semester-registry" name="registry" className="field-input mt-1">
              {registries.map((registry) => (
                <option key={registry.code} value={registry.code}>
                  {registry.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name="registry" value={registries[0]!.code} />
        )}
        <button type="submit" className="btn-primary" disabled={pending}>
          {registries.length > 1
            ? t('batch.submit')
            : `${t('batch.submit')} – ${registries[0]!.label}`}
        </button>
      </form>
      <BatchOutcome state={state} problemsTitle={t('batch.problems')} />
    </div>
  )
}
