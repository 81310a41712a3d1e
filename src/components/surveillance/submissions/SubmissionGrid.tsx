'use client'

import { useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { useRouter } from 'next/navigation'
import {
  buildBody,
  columnCells,
  gridRows,
  monthOf,
  moveFrom,
  placeErrors,
  totalOf,
  MONTHS_PER_SEMESTER,
  type CellTotal,
  type CellError,
  type GridValues,
  type Semester,
  type ServerError,
} from './gridModel'
import { explanationId, LiveWarnings } from './LiveWarnings'
import { checkSubmission, failureMessageKey, postSubmission } from './submissionsApi'
import { useLiveWarnings } from './useLiveWarnings'

export interface GridMalformation {
  id: number
  number: number
  name: string
}

interface Props {
  registry: string
  year: number
  semester: Semester
  malformations: GridMalformation[]
  initialValues: GridValues
  /** Under review: shown, not editable, until the office decides. */
  locked?: boolean
  /** Accepted numbers shown beside each cell: the same semester a year before, and this one's. */
  history?: {
    previousYear: { year: number; values: GridValues } | null
    accepted: GridValues | null
  }
}

type Outcome =
  | { kind: 'saved'; intent: 'draft' | 'submit'; resubmission: boolean }
  | { kind: 'errors'; cells: CellError[]; general: ServerError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'unexplained'; count: number }

const cellId = (row: number, column: number) => `grid-cell-${row}-${column}`

/**
 * The semester as a table: months across, births and malformations down.
 * Arrow keys and Enter move between cells like a spreadsheet; the server's
 * errors come back onto the cells they are about.
 */
export function SubmissionGrid({
  registry,
  year,
  semester,
  malformations,
  initialValues,
  locked = false,
  history = { previousYear: null, accepted: null },
}: Props) {
  const t = useTranslations('submissions')
  const locale = useLocale()
  const router = useRouter()
  const rows = useMemo(() => gridRows(malformations.map((m) => m.number)), [malformations])
  const [values, setValues] = useState<GridValues>(initialValues)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const [explanations, setExplanations] = useState<Record<string, string>>({})
  const [unexplained, setUnexplained] = useState<string[]>([])
  const body = useMemo(
    () => buildBody({ registry, year, semester }, rows, values).body,
    [registry, year, semester, rows, values],
  )
  const [warnings, setWarnings] = useLiveWarnings(body, locale, !locked)
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale])

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })
    return Array.from({ length: MONTHS_PER_SEMESTER }, (_, column) =>
      format.format(new Date(Date.UTC(year, monthOf(semester, column) - 1, 1))),
    )
  }, [locale, year, semester])

  const rowLabel = (index: number): string => {
    const row = rows[index]!
    if (row.kind === 'liveBirths') return t('grid.liveBirths')
    if (row.kind === 'stillbirths') return t('grid.stillbirths')
    const malformation = malformations[index - 2]!
    return t('grid.malformation', { number: malformation.number, name: malformation.name })
  }

  const cellErrors = new Map<string, string[]>()
  if (outcome?.kind === 'errors')
    for (const error of outcome.cells) {
      const key = cellId(error.row, error.column)
      cellErrors.set(key, [...(cellErrors.get(key) ?? []), error.message])
    }

  const setCell = (row: number, column: number, text: string) =>
    setValues((current) =>
      current.map((cells, r) =>
        r === row ? cells.map((c, k) => (k === column ? text : c)) : cells,
      ),
    )

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget
    // Left and right move only from the edge of the text, so a value can still be edited.
    if (event.key === 'ArrowLeft' && (input.selectionStart ?? 0) > 0) return
    if (event.key === 'ArrowRight' && (input.selectionEnd ?? 0) < input.value.length) return
    const key = event.key === 'Enter' && event.shiftKey ? 'ArrowUp' : event.key
    if (event.key === 'Enter') event.preventDefault()
    const next = moveFrom({ row, column }, key, {
      rows: rows.length,
      columns: MONTHS_PER_SEMESTER,
    })
    if (!next) return
    event.preventDefault()
    const target = document.getElementById(cellId(next.row, next.column)) as HTMLInputElement | null
    target?.focus()
    target?.select()
  }

  const save = async (intent: 'draft' | 'submit') => {
    setBusy(true)
    setOutcome(null)
    const { body, map } = buildBody({ registry, year, semester }, rows, values)
    // The office reads each warning with the member's explanation: none goes unexplained.
    const current = intent === 'submit' ? await checkSubmission(body, locale) : null
    if (current) setWarnings(current)
    const missing = (current ?? []).filter((w) => !explanations[w.key]?.trim()).map((w) => w.key)
    setUnexplained(missing)
    if (missing.length) {
      setOutcome({ kind: 'unexplained', count: missing.length })
      setBusy(false)
      document.getElementById(explanationId(missing[0]!))?.focus()
      return
    }
    const sent = Object.fromEntries(
      (current ?? []).map((w) => [w.key, explanations[w.key]!.trim()]),
    )
    const result = await postSubmission(body, intent, locale, sent)
    if (result.kind === 'saved') {
      setOutcome({ kind: 'saved', intent, resubmission: result.resubmission })
      router.refresh()
    } else if (result.kind === 'errors') {
      setOutcome({ kind: 'errors', ...placeErrors(result.errors, rows, map) })
    } else {
      setOutcome({
        kind: 'failed',
        message: t(failureMessageKey(result.kind)),
      })
    }
    setBusy(false)
    statusRef.current?.focus()
  }

  const shown = (text: string | undefined) =>
    text === undefined || text.trim() === '' ? t('notAvailable') : text

  /** The accepted numbers beside a cell, compact on screen and spelled out for screen readers. */
  const renderHistory = (id: string, rowIndex: number, column: number) => {
    const previous = history.previousYear
    const accepted = history.accepted
    if (!previous && !accepted) return null
    return (
      <p id={`${id}-history`} className="mt-0.5 text-[11px] leading-tight text-slate-600">
        {previous && (
          <span title={t('grid.previousYearTitle', { year: previous.year })}>
            <span className="sr-only">
              {t('grid.previousYearTitle', { year: previous.year })}:{' '}
            </span>
            <span aria-hidden="true">{previous.year}: </span>
            {shown(previous.values[rowIndex]?.[column])}
          </span>
        )}
        {previous && accepted && <span aria-hidden="true"> · </span>}
        {accepted && (
          <span>
            {t('grid.acceptedHint')}: {shown(accepted[rowIndex]?.[column])}
          </span>
        )}
      </p>
    )
  }

  const totalText = ({ total, blank }: CellTotal) =>
    total === null
      ? t('notAvailable')
      : blank > 0
        ? t('grid.totalWithBlanks', { total: number.format(total), count: blank })
        : number.format(total)

  const renderCell = (rowIndex: number, column: number, text: string) => {
    const id = cellId(rowIndex, column)
    const messages = cellErrors.get(id)
    const hasHistory = history.previousYear !== null || history.accepted !== null
    const describedBy = [messages ? `${id}-error` : '', hasHistory ? `${id}-history` : '']
      .filter(Boolean)
      .join(' ')
    return (
      <td key={id} className="px-1 py-1 align-top">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          readOnly={locked}
          aria-label={t('grid.cellLabel', { row: rowLabel(rowIndex), month: monthNames[column]! })}
          aria-invalid={messages ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => setCell(rowIndex, column, event.target.value)}
          onKeyDown={(event) => onKeyDown(event, rowIndex, column)}
          className={`w-full min-w-[5rem] rounded border px-2 py-1 text-right tabular-nums ${messages ? 'border-2 border-red-700 bg-red-50' : 'border-slate-400'}`}
        />
        {renderHistory(id, rowIndex, column)}
        {messages && (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-800">
            {messages.join(' ')}
          </p>
        )}
      </td>
    )
  }

  const errorCount = outcome?.kind === 'errors' ? outcome.cells.length + outcome.general.length : 0

  return (
    <div className="space-y-4">
      <p id="grid-keyboard" className="text-sm text-slate-700">
        {t('grid.keyboard')}
      </p>
      <div
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid="grid-outcome"
        className="outline-none"
      >
        {outcome?.kind === 'saved' && (
          <p role="status" className="rounded-md border-2 border-green-700 bg-green-50 p-3">
            {outcome.intent === 'draft' ? t('grid.draftSaved') : t('grid.submitted')}
            {outcome.resubmission && <> {t('resubmission.saved')}</>}
          </p>
        )}
        {outcome?.kind === 'unexplained' && (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-800">
            {t('grid.explanationsMissing', { count: outcome.count })}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-800">
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'errors' && (
          <div
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-800"
          >
            <p className="font-semibold">{t('grid.errorsTitle', { count: errorCount })}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {outcome.general.map((error, index) => (
                <li key={`general-${index}`}>{error.message}</li>
              ))}
              {outcome.cells.map((error, index) => (
                <li key={`cell-${index}`}>
                  <a className="link text-red-800" href={`#${cellId(error.row, error.column)}`}>
                    {t('grid.cellLabel', {
                      row: rowLabel(error.row),
                      month: monthNames[error.column]!,
                    })}
                  </a>
                  : {error.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200">
        <table
          className="w-full min-w-[48rem] border-collapse text-sm"
          aria-describedby="grid-keyboard"
        >
          <caption className="sr-only">{t('grid.caption', { year, semester })}</caption>
          <thead className="sticky top-0 z-10 bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {t('grid.rowHeader')}
              </th>
              {monthNames.map((name) => (
                <th key={name} scope="col" className="px-2 py-2 text-left capitalize">
                  {name}
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-right">
                {t('grid.total')}
              </th>
            </tr>
          </thead>
          {[
            { heading: t('grid.birthsGroup'), total: t('grid.birthsTotal'), from: 0, to: 2 },
            {
              heading: t('grid.casesGroup'),
              total: t('grid.casesTotal'),
              from: 2,
              to: rows.length,
            },
          ].map((group) =>
            group.to > group.from ? (
              <tbody key={group.from}>
                <tr className="bg-brand-50">
                  <th
                    scope="rowgroup"
                    colSpan={MONTHS_PER_SEMESTER + 2}
                    className="px-3 py-1 text-left text-xs font-semibold tracking-wide text-brand-900 uppercase"
                  >
                    {group.heading}
                  </th>
                </tr>
                {rows.slice(group.from, group.to).map((row, offset) => {
                  const rowIndex = group.from + offset
                  return (
                    <tr
                      key={row.kind === 'cases' ? `m${row.malformation}` : row.kind}
                      className="border-t border-slate-200"
                    >
                      <th scope="row" className="px-3 py-1 text-left font-medium whitespace-nowrap">
                        {rowLabel(rowIndex)}
                      </th>
                      {values[rowIndex]!.map((text, column) => renderCell(rowIndex, column, text))}
                      <td
                        className="px-2 py-1 text-right align-top font-medium tabular-nums"
                        data-testid="row-total"
                      >
                        {totalText(totalOf(values[rowIndex]!))}
                      </td>
                    </tr>
                  )
                })}
                <tr className="border-t-2 border-slate-300 bg-slate-50" data-testid="column-totals">
                  <th scope="row" className="px-3 py-1 text-left font-semibold whitespace-nowrap">
                    {group.total}
                  </th>
                  {monthNames.map((name, column) => (
                    <td key={name} className="px-2 py-1 text-right font-semibold tabular-nums">
                      {totalText(totalOf(columnCells(values, group.from, group.to, column)))}
                    </td>
                  ))}
                  <td className="px-2 py-1 text-right font-semibold tabular-nums">
                    {totalText(totalOf(values.slice(group.from, group.to).flat()))}
                  </td>
                </tr>
              </tbody>
            ) : null,
          )}
        </table>
      </div>
      {malformations.length === 0 && <p className="text-slate-700">{t('grid.noMalformations')}</p>}
      {(history.previousYear || history.accepted) && (
        <p className="text-sm text-slate-700">{t('grid.historyLegend')}</p>
      )}
      <LiveWarnings
        warnings={warnings}
        explanations={explanations}
        onExplain={(key, text) => setExplanations((current) => ({ ...current, [key]: text }))}
        missing={unexplained}
        locked={locked}
      />
      {locked ? (
        <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3">
          {t('grid.underReview')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void save('draft')}
          >
            {busy ? t('grid.saving') : t('grid.saveDraft')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => void save('submit')}
          >
            {busy ? t('grid.saving') : t('grid.submit')}
          </button>
        </div>
      )}
    </div>
  )
}
