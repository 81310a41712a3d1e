'use client'

import { useActionState } from 'react'
import { useTranslations } from 'next-intl'
import { testSemesterFile } from '../../lib/surveillance/actions/alarmActions'
import type { BatchState } from '../../lib/surveillance/batch/batchView'
import { yearRangeLabel } from '../../lib/timeRange'
import { FileField } from '../site/forms/FileField'
import { SPREADSHEET_ACCEPT } from '../site/forms/spreadsheetAccept'
import { BatchOutcome } from './BatchOutcome'

interface Props {
  basePeriods: string[]
  currentBasePeriod: string
  defaultPeriod: { start: string; end: string }
}

const initialState: BatchState = { status: 'idle' }

/**
 * Upload of a semester file. A server action does the work, so the form also
 * posts without JavaScript; the results come back as a table, alarms first,
 * with a CSV download that needs no script either (a data: link).
 */
export function BatchForm({ basePeriods, currentBasePeriod, defaultPeriod }: Props) {
  const t = useTranslations('surveillance')
  const [state, action, pending] = useActionState(testSemesterFile, initialState)

  return (
    <div className="space-y-6">
      <form action={action} className="space-y-4" aria-describedby="batch-columns">
        <p id="batch-columns" className="text-sm text-slate-700">
          {t('batch.columns')}
        </p>
        <FileField
          id="batch-file"
          name="file"
          label={t('batch.file')}
          accept={SPREADSHEET_ACCEPT}
          required
        />
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="sr-only">{t('form.periodLegend')}</legend>
          <div>
            <label htmlFor="batch-periodStart" className="block text-sm text-slate-800">
              {t('form.periodLegend')} – {t('form.periodStart')}
            </label>
            <input
              id="batch-periodStart"
              name="periodStart"
              type="date"
              required
              defaultValue={defaultPeriod.start}
              className="field-input mt-1"
            />
          </div>
          <div>
            <label htmlFor="batch-periodEnd" className="block text-sm text-slate-800">
              {t('form.periodLegend')} – {t('form.periodEnd')}
            </label>
            <input
              id="batch-periodEnd"
              name="periodEnd"
              type="date"
              required
              defaultValue={defaultPeriod.end}
              className="field-input mt-1"
            />
          </div>
          <div>
            <label htmlFor="batch-basePeriod" className="block text-sm text-slate-800">
              {t('form.basePeriod')}
            </label>
            <select
              id="batch-basePeriod"
              name="basePeriod"
              defaultValue={currentBasePeriod}
              className="field-input mt-1"
            >
              {basePeriods.map((period) => (
                <option key={period} value={period}>
                  {period === currentBasePeriod
                    ? t('form.basePeriodCurrent', { period: yearRangeLabel(period) })
                    : yearRangeLabel(period)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={pending}>
          {t('batch.submit')}
        </button>
      </form>

      <BatchOutcome state={state} problemsTitle={t('batch.fileProblems')} />
    </div>
  )
}
