'use client'

import { useTranslations } from 'next-intl'
import type { BatchState } from '@/lib/surveillance/batch/batchView'
import { ScrollFrame } from '@/components/site/content/ScrollFrame'

/** A semester of alarm tests as a table, alarms first, with a CSV download (a data: link). */
export function BatchResults({ state }: { state: Extract<BatchState, { status: 'done' }> }) {
  const t = useTranslations('surveillance')
  const tc = useTranslations('common')
  const scroll = { hint: tc('scrollHint'), label: tc('scrollRegion') }
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
      <ScrollFrame {...scroll}>
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
      </ScrollFrame>
    </div>
  )
}
