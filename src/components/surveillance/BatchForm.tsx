'use client'

import { useActionState } from 'react'
import { useTranslations } from 'next-intl'
import { testSemesterFile } from './actions'
import type { BatchState } from './batchView'

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
        <div>
          <label htmlFor="batch-file" className="block font-medium text-slate-900">
            {t('batch.file')}
          </label>
          <input
            id="batch-file"
            name="file"
            type="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="mt-1 block text-sm"
          />
        </div>
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
                  {period === currentBasePeriod ? t('form.basePeriodCurrent', { period }) : period}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={pending}>
          {t('batch.submit')}
        </button>
      </form>

      <div aria-live="polite">
        {state.status === 'error' && (
          <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4">
            <p className="font-semibold text-red-800">{t('batch.fileProblems')}</p>
            <ul className="mt-2 list-disc pl-6 text-red-800">
              {state.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        )}
        {state.status === 'done' && <BatchResults state={state} />}
      </div>
    </div>
  )
}

function BatchResults({ state }: { state: Extract<BatchState, { status: 'done' }> }) {
  const t = useTranslations('surveillance')
  const columns = [
    'line',
    'registry',
    'malformation',
    'births',
    'observed',
    'expected',
    'interval',
    'rates',
    'status',
  ] as const
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-semibold text-slate-900">{t('batch.resultsTitle')}</h3>
      <p data-testid="batch-summary">{state.summary}</p>
      <a
        className="link"
        download="alarm-tests.csv"
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(state.csv)}`}
      >
        {t('batch.download')}
      </a>
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('batch.caption')}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="border-b-2 border-slate-300 px-2 py-2 text-left font-semibold"
                >
                  {t(`batch.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.rows.map((row) => (
              <tr
                key={row.line}
                className={
                  row.tone === 'alarm'
                    ? 'bg-red-50'
                    : row.tone === 'muted'
                      ? 'text-slate-600'
                      : undefined
                }
              >
                {columns.map((column) => (
                  <td
                    key={column}
                    className={`border-b border-slate-200 px-2 py-2 align-top ${column === 'status' && row.tone === 'alarm' ? 'font-semibold text-red-800' : ''}`}
                  >
                    {row[column]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
